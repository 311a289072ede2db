import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components/Notice';
import { ProviderPanel } from '../components/ProviderPanel';

/** The provider's own code: loaded only when this tab is open and the server has a provider. */
const OidcSignInButton = lazy(() => import('./OidcSignInButton'));

/**
 * /register's third tab: without an OpenID Connect provider on the server it says so over a disabled button,
 * with one it shows the single log-in/sign-up button.
 */
export function OidcPanel() {
  const { t } = useTranslation('auth');
  const disabledButton = (
    <Button variant="contained" size="large" disabled>
      {t('auth0Button')}
    </Button>
  );
  return (
    <ProviderPanel
      provider="oidc"
      unavailable={disabledButton}
      unconfigured={
        <Stack spacing={2}>
          <Notice severity="info">{t('providerNotConfigured', { provider: 'Auth0' })}</Notice>
          {disabledButton}
        </Stack>
      }
    >
      {(settings) => <OidcSignInButton name={settings.name} />}
    </ProviderPanel>
  );
}
