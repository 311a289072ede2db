import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useIdentityProviders } from '../api';
import { JwtRegisterForm } from '../components/forms';
import { Notice } from '../components/Notice';

/** The Firebase SDK comes with this: loaded only when the tab is open and the server has Firebase. */
const FirebaseForm = lazy(() => import('./FirebaseForm'));

/**
 * /register's second tab (seed 000 §2.1): asks the server whether Firebase is configured when the tab opens;
 * without it the tab says so over a disabled form, with it the form signs up or in through Firebase.
 */
export function FirebasePanel() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [load, { data, error }] = useIdentityProviders();
  useEffect(() => {
    void load();
  }, [load]);
  if (error)
    return (
      <Stack spacing={2}>
        <Notice severity="error">{errorText(error)}</Notice>
      </Stack>
    );
  if (!data) return <LinearProgress aria-label={t('providerChecking')} />;
  if (!data.firebase)
    return (
      <JwtRegisterForm key="firebase" disabledNote={t('providerNotConfigured', { provider: 'Firebase' })} />
    );
  return (
    <Suspense fallback={<LinearProgress aria-label={t('providerChecking')} />}>
      <FirebaseForm settings={data.firebase} />
    </Suspense>
  );
}
