import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { AuthFrame } from '../components/AuthFrame';
import { JwtRegisterForm } from '../components/forms';
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
        <Tabs value={tab} onChange={(_event, value: RegisterTab) => setTab(value)} variant="fullWidth">
          <Tab value="jwt" label={t('tabJwt')} />
          <Tab value="firebase" label={t('tabFirebase')} />
          <Tab value="auth0" label={t('tabAuth0')} />
        </Tabs>
        {tab === 'jwt' && <JwtRegisterForm />}
        {tab === 'firebase' && <JwtRegisterForm key="firebase" disabledNote={notConfigured('Firebase')} />}
        {tab === 'auth0' && (
          <Stack spacing={2}>
            <Alert severity="info">{notConfigured('Auth0')}</Alert>
            <Button variant="contained" size="large" disabled>
              {t('auth0Button')}
            </Button>
          </Stack>
        )}
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
