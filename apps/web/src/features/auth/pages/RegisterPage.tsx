import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { AuthFrame } from '../components/AuthFrame';
import { JwtRegisterForm } from '../components/forms';
import { Notice } from '../components/Notice';
import { ProviderTabs } from '../components/ProviderTabs';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

type RegisterTab = 'jwt' | 'firebase' | 'auth0';

/**
 * /register (seed 000 §2.1): JWT and Firebase tabs show the registration form, the Auth0 tab a single
 * button. Only JWT works on this server; the provider tabs say so plainly until a later issue wires them.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<RegisterTab>('jwt');
  const notConfigured = (provider: string) => t('providerNotConfigured', { provider });
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
          {tab === 'firebase' && <JwtRegisterForm key="firebase" disabledNote={notConfigured('Firebase')} />}
          {tab === 'auth0' && (
            <Stack spacing={2}>
              <Notice severity="info">{notConfigured('Auth0')}</Notice>
              <Button variant="contained" size="large" disabled>
                {t('auth0Button')}
              </Button>
            </Stack>
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
