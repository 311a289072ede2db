import {
  DEMO_PASSWORD,
  emailSchema,
  passwordSchema,
  registerFormSchema,
  signInQuerySchema,
  type RegisterForm,
} from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { serverFieldErrors } from '../../../shared/forms/serverErrors';
import { completeSignIn } from '../../../shared/session/sessionThunks';
import { useAppDispatch } from '../../../shared/store/hooks';
import {
  useForgotPasswordMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useSignInMutation,
} from '../api';
import { registerFieldErrors } from '../lib/registerErrors';
import { FormTextField } from './fields';

type SignInForm = z.infer<typeof signInQuerySchema>;

/** E-mail (or phone) and password → GET /api/auth; server errors land on email/password (seed 000 §8). */
export function EmailSignInForm({ registerPath, forgotPath }: { registerPath: string; forgotPath: string }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [signIn, { isLoading, error }] = useSignInMutation();
  const errorText = useErrorText();
  const form = useForm<SignInForm>({
    mode: 'onTouched',
    resolver: zodResolver(signInQuerySchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await signIn(values);
    if (result.data) {
      dispatch(completeSignIn(result.data.user, result.data.access_token, 'jwt'));
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of serverFieldErrors(result.error.fields, ['email', 'password'] as const))
        form.setError(name, { message });
  });
  const showGeneral = isApiError(error) && Object.keys(error.fields).length === 0;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} data-testid="email-sign-in-form">
      {showGeneral && <Alert severity="error">{errorText(error)}</Alert>}
      <FormTextField form={form} name="email" label={t('email')} autoComplete="username" />
      <FormTextField
        form={form}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to={forgotPath} variant="body2">
          {t('forgotPassword')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? t('signingIn') : t('signIn')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('demoHint', { password: DEMO_PASSWORD })}
      </Typography>
      <Typography variant="body2">
        {t('noAccount')}{' '}
        <Link component={RouterLink} to={registerPath}>
          {t('register')}
        </Link>
      </Typography>
    </Stack>
  );
}

/**
 * displayName, email, password, password-confirm (seed 000 §2.1/§5) → POST /api/auth/register. The button
 * stays disabled until the form is valid; server errors land on their fields.
 */
export function JwtRegisterForm({ disabledNote }: { disabledNote?: string }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [register, { isLoading, error }] = useRegisterMutation();
  const errorText = useErrorText();
  const form = useForm<RegisterForm>({
    mode: 'onChange',
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });
  const onSubmit = form.handleSubmit(async ({ displayName, email, password }) => {
    if (disabledNote) return;
    const result = await register({ displayName, email, password });
    if (result.data) {
      dispatch(completeSignIn(result.data.user, result.data.access_token, 'jwt'));
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of registerFieldErrors(result.error.fields))
        form.setError(name, { message });
  });
  const showGeneral = isApiError(error) && Object.keys(error.fields).length === 0;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} data-testid="register-form">
      {disabledNote && <Alert severity="info">{disabledNote}</Alert>}
      {showGeneral && <Alert severity="error">{errorText(error)}</Alert>}
      <FormTextField form={form} name="displayName" label={t('displayName')} autoComplete="name" />
      <FormTextField form={form} name="email" label={t('email')} type="email" autoComplete="email" />
      <FormTextField
        form={form}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        onChange={(event) => {
          void form.register('password').onChange(event);
          if (form.getValues('passwordConfirm')) void form.trigger('passwordConfirm');
        }}
      />
      <FormTextField
        form={form}
        name="passwordConfirm"
        label={t('passwordConfirm')}
        type="password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!form.formState.isValid || isLoading || Boolean(disabledNote)}
        data-testid="register-submit"
      >
        {t('register')}
      </Button>
    </Stack>
  );
}

const forgotSchema = z.object({ email: emailSchema });

/** POST /api/auth/forgot-password: the server sends a one-time link through its outbox. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation('auth');
  const [send, { isLoading, isSuccess, error }] = useForgotPasswordMutation();
  const errorText = useErrorText();
  const form = useForm<{ email: string }>({
    mode: 'onTouched',
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => void (await send(values)));
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography color="text.secondary">{t('forgotIntro')}</Typography>
      {isSuccess && <Alert severity="success">{t('resetLinkSent')}</Alert>}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <FormTextField form={form} name="email" label={t('email')} type="email" />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {t('sendResetLink')}
      </Button>
      <Link component={RouterLink} to={loginPath} variant="body2">
        {t('backToLogin')}
      </Link>
    </Stack>
  );
}

const resetSchema = z
  .object({
    password: passwordSchema,
    passwordConfirm: z.string().min(1, { error: 'validation.passwordRequired' }),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    error: 'validation.passwordsMismatch',
    path: ['passwordConfirm'],
  });

/** POST /api/auth/reset-password with the link's `?token=`. */
export function ResetPasswordForm({ token, loginPath }: { token: string | null; loginPath: string }) {
  const { t } = useTranslation('auth');
  const [reset, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const errorText = useErrorText();
  const [missing] = useState(!token);
  const form = useForm<z.infer<typeof resetSchema>>({
    mode: 'onTouched',
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (token) await reset({ token, password });
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography color="text.secondary">{t('resetIntro')}</Typography>
      {missing && <Alert severity="warning">{t('resetNoToken')}</Alert>}
      {isSuccess && <Alert severity="success">{t('resetDone')}</Alert>}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <FormTextField form={form} name="password" label={t('newPassword')} type="password" />
      <FormTextField form={form} name="passwordConfirm" label={t('passwordConfirm')} type="password" />
      <Button type="submit" variant="contained" size="large" disabled={isLoading || missing || isSuccess}>
        {t('resetPassword')}
      </Button>
      <Link component={RouterLink} to={loginPath} variant="body2">
        {t('backToLogin')}
      </Link>
    </Stack>
  );
}
