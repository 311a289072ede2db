import { passwordSchema } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { completeSignIn } from '../../../shared/session/sessionThunks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useSignInMutation } from '../api';
import { AuthFrame, type AuthVariant } from '../components/AuthFrame';
import { FormTextField } from '../components/fields';
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

export function MailConfirm() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('mailConfirmTitle')} testId="template-mail-confirm">
      <Stack spacing={3}>
        <Typography>{t('mailConfirmText')}</Typography>
        <Link component={RouterLink} to={PATHS.templateLogin}>
          {t('backToLogin')}
        </Link>
      </Stack>
    </AuthFrame>
  );
}

const lockSchema = z.object({ password: passwordSchema });

/** Asks the signed-in user's password again: GET /api/auth with their e-mail (or phone). */
export function Lock() {
  const { t } = useTranslation('auth');
  const user = useUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [signIn, { isLoading, error }] = useSignInMutation();
  const form = useForm<{ password: string }>({
    mode: 'onTouched',
    resolver: zodResolver(lockSchema),
    defaultValues: { password: '' },
  });
  const login = user.data.email ?? user.phone ?? '';
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await signIn({ email: login, password });
    if (result.data) {
      dispatch(completeSignIn(result.data.user, result.data.access_token, 'jwt'));
      void navigate('/', { replace: true });
    } else if (isApiError(result.error) && result.error.fields.password) {
      form.setError('password', { message: result.error.fields.password });
    }
  });
  const general = isApiError(error) && !error.fields.password ? error : undefined;
  return (
    <AuthFrame title={t('lockTitle')} testId="template-lock">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={user.data.photoURL ?? undefined}>{user.data.displayName.slice(0, 1)}</Avatar>
          <Typography sx={{ fontWeight: 600 }}>{user.data.displayName}</Typography>
        </Stack>
        <Typography color="text.secondary">{t('lockIntro')}</Typography>
        {general && <Alert severity="error">{errorText(general)}</Alert>}
        <FormTextField
          form={form}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {t('unlock')}
        </Button>
        <Typography variant="body2">
          {t('notYou')}{' '}
          <Link component={RouterLink} to={PATHS.logout}>
            {t('logout')}
          </Link>
        </Typography>
      </Stack>
    </AuthFrame>
  );
}
