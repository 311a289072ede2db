import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useIdentityProviders } from '../api';
import { Notice } from '../components/Notice';

/** The provider's own code: loaded only when this tab is open and the server has a provider. */
const OidcSignInButton = lazy(() => import('./OidcSignInButton'));

/**
 * /register's third tab (seed 000 §2.1): asks the server whether an OpenID Connect provider is configured
 * when the tab opens; without one it says so, with one it shows the single log-in/sign-up button.
 */
export function OidcPanel() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [load, { data, error }] = useIdentityProviders();
  useEffect(() => {
    void load();
  }, [load]);
  const disabledButton = (
    <Button variant="contained" size="large" disabled>
      {t('auth0Button')}
    </Button>
  );
  if (error)
    return (
      <Stack spacing={2}>
        <Notice severity="error">{errorText(error)}</Notice>
        {disabledButton}
      </Stack>
    );
  if (!data) return <LinearProgress aria-label={t('providerChecking')} />;
  if (!data.oidc)
    return (
      <Stack spacing={2}>
        <Notice severity="info">{t('providerNotConfigured', { provider: 'Auth0' })}</Notice>
        {disabledButton}
      </Stack>
    );
  return (
    <Suspense fallback={<LinearProgress aria-label={t('providerChecking')} />}>
      <OidcSignInButton name={data.oidc.name} />
    </Suspense>
  );
}
