import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { AuthFrame } from '../components/AuthFrame';
import { JwtRegisterForm } from '../components/forms';
import { ProviderTabs } from '../components/ProviderTabs';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

type RegisterTab = 'jwt' | 'firebase' | 'auth0';

/** Loaded when their tab opens: the first load of /register stays within issue 4's budget. */
const OidcPanel = lazy(() => import('../oidc/OidcPanel').then((m) => ({ default: m.OidcPanel })));
const FirebasePanel = lazy(() =>
  import('../firebase/FirebasePanel').then((m) => ({ default: m.FirebasePanel })),
);

/**
 * /register (seed 000 §2.1): JWT and Firebase tabs show the registration form, the Auth0 tab a single
 * button for the server's OpenID Connect provider (oidc/OidcPanel.tsx); the Firebase tab signs up or in
 * through the Firebase SDK (firebase/FirebasePanel.tsx). Either says so when its provider is not configured.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<RegisterTab>('jwt');
  return (
    <AuthFrame title={t('registerTitle')} testId="register-page">
      <Stack spacing={3}>
        <ProviderTabs
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'jwt', label: t('tabJwt') },
            { value: 'firebase', label: t('tabFirebase') },
            { value: 'auth0', label: t('tabAuth0') },
          ]}
        >
          {tab === 'jwt' && <JwtRegisterForm />}
          {tab !== 'jwt' && (
            <Suspense fallback={<LinearProgress aria-label={t('providerChecking')} />}>
              {tab === 'firebase' ? <FirebasePanel /> : <OidcPanel />}
            </Suspense>
          )}
        </ProviderTabs>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to={PATHS.login}>
            {t('login')}
          </Link>
          <Link component={RouterLink} to="/">
            {t('backToDashboard')}
          </Link>
        </Stack>
      </Stack>
    </AuthFrame>
  );
}
