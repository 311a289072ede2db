import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '../../shared/layout/layoutSettings';
import { AfterContent } from '../afterContent';
import { useShownFrom } from '../layout/useShownFrom';
import { useShellUser } from '../user/shellUser';
import { RegisteredRightPanel } from './panelSlots';

/** The closed left panel's strip: it holds the toggle, so the toggle covers no page content (issue 34). */
const LEFT_STRIP_WIDTH = 24;

/**
 * The left side panel: a slim strip whose toggle slides the panel open (template demo panel). Kept
 * content-free for now so features can fill it later. Large screens only.
 */
export function LeftSidePanel() {
  return useShownFrom('lg') ? <LeftSidePanelShown /> : null;
}

function LeftSidePanelShown() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <Box
      data-testid="left-side-panel"
      sx={{
        display: 'flex',
        width: open ? 200 : LEFT_STRIP_WIDTH,
        transition: 'width 150ms',
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Paper square elevation={0} sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        {open && (
          <Typography variant="subtitle2" sx={{ p: 2 }}>
            {t('leftPanelContent')}
          </Typography>
        )}
      </Paper>
      <IconButton
        size="small"
        aria-label={t('leftSidePanel')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        sx={{ alignSelf: 'flex-start', mt: 1, width: LEFT_STRIP_WIDTH, borderRadius: 0, flexShrink: 0 }}
      >
        {open ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

/** The registered right panel's width while closed on large screens (the chat panel's contact rail). */
const RIGHT_RAIL_WIDTH = LAYOUT_SIZES.chatContactsWidth;

/**
 * The right side panel slot: the panel src/app registered (the chat panel, 360 + 70 px; its open state is in
 * the chat feature, toggled through shared/chat/chatPanelActions), for signed-in users only.
 */
export function RightSidePanel() {
  const { signedIn } = useShellUser();
  // Issue 20: it mounts after the content; its rail's width is kept meanwhile, so nothing moves.
  const placeholder = <Box sx={{ width: { xs: 0, lg: RIGHT_RAIL_WIDTH }, flexShrink: 0 }} />;
  return (
    <Box data-testid="right-side-panel" sx={{ display: 'contents' }}>
      {signedIn && (
        <Suspense fallback={placeholder}>
          <AfterContent fallback={placeholder}>
            <RegisteredRightPanel />
          </AfterContent>
        </Suspense>
      )}
    </Box>
  );
}
