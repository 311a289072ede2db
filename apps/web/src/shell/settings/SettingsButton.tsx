import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store/hooks';
import { useShownFrom } from '../layout/useShownFrom';
import { panelSet } from '../panels/panelsSlice';
import { LAYOUT_SIZES } from '../../shared/layout/layoutSettings';

/**
 * The floating button that opens the theme settings panel (the panel itself loads on first open), in a strip
 * of its own at the content's right edge, left of the chat panel's contact rail. Issue 34: floating over the
 * page it covered the rail's avatars, and beside the rail whatever a page put at its right edge (the
 * workbench's counters as they scrolled under it); the strip keeps every control clear of it, as the left
 * panel's strip does for its toggle. On phones it would sit over the content, so there (below md) the strip
 * is not shown and the user menu holds the entry instead.
 */
export function SettingsStrip() {
  if (!useShownFrom('md')) return null;
  return (
    <Box
      data-testid="settings-strip"
      sx={{
        display: 'block',
        width: LAYOUT_SIZES.settingsStripWidth,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <SettingsButton />
    </Box>
  );
}

function SettingsButton() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="contained"
      color="secondary"
      aria-label={t('openSettings')}
      onClick={() => dispatch(panelSet({ panel: 'settingsPanelOpen', open: true }))}
      sx={{
        // Sticky, not fixed: it stays in its strip wherever the layout puts the strip (boxed, horizontal),
        // at 40 % of the window's height when the whole page scrolls.
        position: 'sticky',
        top: '40vh',
        mt: '40vh',
        zIndex: 1,
        minWidth: 0,
        width: '100%',
        height: 40,
        borderRadius: '8px 0 0 8px',
        p: 0,
      }}
    >
      <SettingsIcon
        sx={{
          fontSize: 20,
          animation: 'spin 3s linear infinite',
          '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Button>
  );
}
