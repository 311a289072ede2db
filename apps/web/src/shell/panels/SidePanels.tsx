import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * The right side panel slot: the chat panel (its own issue, 360 + 70 px, toggled by `chatPanelOpen` in
 * panelsSlice) renders here; the quick panel is a drawer on the same side.
 */
export function RightSidePanel() {
  return <Box data-testid="right-side-panel" sx={{ display: 'contents' }} />;
}
