import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store/hooks';
import { panelSet } from '../panels/panelsSlice';
import { LAYOUT_SIZES } from '../../shared/layout/layoutSettings';

/**
 * The floating button that opens the theme settings panel (the panel itself loads on first open). Issue 34:
 * it stands left of the chat panel's contact rail where that rail shows (large screens, signed in), so it
 * covers no avatar; on phones it would sit over the content, so there the user menu holds the entry instead.
 */
export function SettingsButton({ besideRail }: { besideRail: boolean }) {
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
        display: { xs: 'none', md: 'inline-flex' },
        right: { xs: 0, lg: besideRail ? LAYOUT_SIZES.chatContactsWidth : 0 },
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
