import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdDeferredParts } from '../lib/afterContentGate';
import { ProgressBar } from './ProgressBar';

/**
 * Centred 'Loading...' with a progress bar. It appears only after `delay` ms, so fast lazy loads do not
 * flash it.
 */
export function Loading({ delay = 100 }: { delay?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delay <= 0);
  // A page's lazy part is loading: the shell's deferred parts (chat, bell) wait for it.
  useEffect(holdDeferredParts, []);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 3,
      }}
    >
      <Typography color="textSecondary">{t('loading')}</Typography>
      <ProgressBar label={t('loading')} style={{ width: 192 }} />
    </Box>
  );
}
