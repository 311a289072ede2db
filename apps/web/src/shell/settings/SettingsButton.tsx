import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store/hooks';
import { panelSet } from '../panels/panelsSlice';

/** The floating button that opens the theme settings panel (the panel itself loads on first open). */
export function SettingsButton() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="contained"
      color="secondary"
      aria-label={t('openSettings')}
      onClick={() => dispatch(panelSet({ panel: 'settingsPanelOpen', open: true }))}
      sx={{
        position: 'fixed',
        right: 0,
        top: '40%',
        zIndex: 1200,
        minWidth: 0,
        width: 40,
        height: 40,
        borderRadius: '8px 0 0 8px',
        p: 0,
      }}
    >
      <SettingsIcon
        sx={{
          animation: 'spin 3s linear infinite',
          '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Button>
  );
}
