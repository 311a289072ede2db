import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterContent } from '../afterContent';
import { useShellUser } from '../user/shellUser';
import { RegisteredRightPanel } from './panelSlots';

/**
 * The left side panel: a slim rail that slides open (template demo panel). Kept content-free for now so
 * features can fill it later.
 */
export function LeftSidePanel() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <Box
      data-testid="left-side-panel"
      sx={{
        display: { xs: 'none', lg: 'flex' },
        position: 'relative',
        width: open ? 200 : 0,
        transition: 'width 150ms',
        flexShrink: 0,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Paper
        square
        elevation={0}
        sx={{ width: '100%', overflow: 'hidden', borderRight: open ? 1 : 0, borderColor: 'divider' }}
      >
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
        sx={{
          position: 'absolute',
          top: 72,
          left: '100%',
          zIndex: 5,
          bgcolor: 'background.paper',
          boxShadow: 1,
          borderRadius: '0 8px 8px 0',
        }}
      >
        {open ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

/** The registered right panel's width while closed on large screens (the chat panel's contact rail). */
const RIGHT_RAIL_WIDTH = 70;

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
