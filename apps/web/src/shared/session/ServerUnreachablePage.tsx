import CloudOffIcon from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { retryNow } from './retry';
import type { ServerUnreachable } from './sessionContext';

/**
 * Shown instead of the app while a stored session waits for the server: the user stays signed in, the
 * check is retried with backoff, and now at once on the button or when the browser comes back online.
 */
export function ServerUnreachablePage({ unreachable }: { unreachable: ServerUnreachable }) {
  const { t } = useTranslation('session');
  useEffect(() => {
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, []);
  return (
    <Stack
      component="main"
      role="alert"
      data-testid="server-unreachable"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
    >
      <CloudOffIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('serverUnreachableTitle')}
      </Typography>
      <Typography sx={{ maxWidth: 480 }}>{t('serverUnreachableBody')}</Typography>
      <Typography color="textSecondary" variant="body2">
        {t('serverUnreachableAttempt', {
          attempt: unreachable.attempt,
          seconds: Math.ceil(unreachable.retryInMs / 1000),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={retryNow}>
          {t('retryNow')}
        </Button>
        <LanguageSwitch color="primary" />
      </Stack>
    </Stack>
  );
}
