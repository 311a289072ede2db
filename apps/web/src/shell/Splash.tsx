import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerStall } from '../app/serverStall';
import { holdStaticSplash, staticSplashShown } from '../shared/lib/staticSplash';
import { ProgressBar } from '../shared/ui/ProgressBar';
import { ServerUnreachablePage } from '../shared/session/ServerUnreachablePage';

/**
 * The splash screen while the session is restored: index.html's own while it is still up (held, nothing
 * drawn here), else one of the same look. A splash that lasts while the server does not answer (a chunk or
 * the session check stalled, the server stopping) gives way to the unreachable notice (useServerStall).
 */
export function Splash() {
  const { t } = useTranslation();
  const [staticShown] = useState(staticSplashShown);
  const away = useServerStall();
  useLayoutEffect(() => (staticShown && !away ? holdStaticSplash() : undefined), [staticShown, away]);
  if (away) return <ServerUnreachablePage unreachable={away} />;
  if (staticShown && staticSplashShown()) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="splash"
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2.5,
        bgcolor: '#1e293b',
        color: '#f1f5f9',
      }}
    >
      <Typography sx={{ fontSize: 22, fontWeight: 600, letterSpacing: '0.08em' }}>{t('appName')}</Typography>
      <ProgressBar label={t('loading')} style={{ width: 160, height: 3, borderRadius: 2 }} />
    </Box>
  );
}
