import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { AuthFrame, type AuthVariant } from '../components/AuthFrame';
import { EmailSignInForm, ForgotPasswordForm, JwtRegisterForm, ResetPasswordForm } from '../components/forms';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

/**
 * The /pages/auth/* screens (seed 000 §2.1), each in two looks sharing one form: the plain path is the
 * centred card, the `-2` path the split screen with the brand panel.
 */
function pair(variant: AuthVariant) {
  const two = variant === 'split';
  return {
    login: two ? PATHS.templateLogin2 : PATHS.templateLogin,
    register: two ? PATHS.templateRegister2 : PATHS.templateRegister,
    forgot: two ? PATHS.forgot2 : PATHS.forgot,
  };
}

function LoginTemplate({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  const paths = pair(variant);
  return (
    <AuthFrame title={t('signInTitle')} variant={variant} testId="template-login">
      <EmailSignInForm registerPath={paths.register} forgotPath={paths.forgot} />
    </AuthFrame>
  );
}

function RegisterTemplate({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  const paths = pair(variant);
  return (
    <AuthFrame title={t('registerTitle')} variant={variant} testId="template-register">
      <Stack spacing={2.5}>
        <JwtRegisterForm />
        <Typography variant="body2">
          {t('haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login}>
            {t('login')}
          </Link>
        </Typography>
      </Stack>
    </AuthFrame>
  );
}

function ForgotTemplate({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('forgotTitle')} variant={variant} testId="template-forgot">
      <ForgotPasswordForm loginPath={pair(variant).login} />
    </AuthFrame>
  );
}

function ResetTemplate({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthFrame title={t('resetTitle')} variant={variant} testId="template-reset">
      <ResetPasswordForm token={params.get('token')} loginPath={pair(variant).login} />
    </AuthFrame>
  );
}

export const Login = () => <LoginTemplate variant="card" />;
export const Login2 = () => <LoginTemplate variant="split" />;
export const Register = () => <RegisterTemplate variant="card" />;
export const Register2 = () => <RegisterTemplate variant="split" />;
export const Forgot = () => <ForgotTemplate variant="card" />;
export const Forgot2 = () => <ForgotTemplate variant="split" />;
export const Reset = () => <ResetTemplate variant="card" />;
export const Reset2 = () => <ResetTemplate variant="split" />;
