import { authRules, checkPasswordConfirm, DEMO_PASSWORD } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { serverFieldErrors } from '../../../shared/forms/serverErrors';
import { useSessionCommands } from '../../../shared/session/hooks';
import { useForgotPassword, useRegister, useResetPassword, useSignIn } from '../api';
import { registerFieldErrors } from '../lib/registerErrors';
import { useFieldsForm, type FieldsFormOptions } from '../lib/useFieldsForm';
import { FormTextField } from './fields';
import { Notice } from './Notice';
import { registerForm, RegisterFields } from './registerFields';

/** The rules of contracts (`authRules`) per form; module constants so the forms keep them between renders. */
const signInForm: FieldsFormOptions<'email' | 'password'> = {
  mode: 'onTouched',
  initial: { email: '', password: '' },
  rules: { email: authRules.login, password: authRules.loginPassword },
};

/** E-mail (or phone) and password → GET /api/auth; server errors land on email/password (seed 000 §8). */
export function EmailSignInForm({ registerPath, forgotPath }: { registerPath: string; forgotPath: string }) {
  const { t } = useTranslation('auth');
  const { completeSignIn } = useSessionCommands();
  const [signIn, { isLoading, error }] = useSignIn();
  const errorText = useErrorText();
  const form = useFieldsForm(signInForm);
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const result = await signIn({ email: email.trim(), password });
    if (result.data) {
      completeSignIn(result.data.user, result.data.access_token, 'jwt');
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of serverFieldErrors(result.error.fields, ['email', 'password'] as const))
        form.setError(name, message);
  });
  const showGeneral = isApiError(error) && Object.keys(error.fields).length === 0;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} data-testid="email-sign-in-form">
      {showGeneral && <Notice severity="error">{errorText(error)}</Notice>}
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
      <Typography variant="body2" color="textSecondary">
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
  const { completeSignIn } = useSessionCommands();
  const [register, { isLoading, error }] = useRegister();
  const errorText = useErrorText();
  const form = useFieldsForm(registerForm);
  const onSubmit = form.handleSubmit(async ({ displayName, email, password }) => {
    if (disabledNote) return;
    const result = await register({ displayName: displayName.trim(), email, password });
    if (result.data) {
      completeSignIn(result.data.user, result.data.access_token, 'jwt');
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of registerFieldErrors(result.error.fields)) form.setError(name, message);
  });
  const showGeneral = isApiError(error) && Object.keys(error.fields).length === 0;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} data-testid="register-form">
      {disabledNote && <Notice severity="info">{disabledNote}</Notice>}
      {showGeneral && <Notice severity="error">{errorText(error)}</Notice>}
      <RegisterFields form={form} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!form.isValid || isLoading || Boolean(disabledNote)}
        data-testid="register-submit"
      >
        {t('register')}
      </Button>
    </Stack>
  );
}

const forgotForm: FieldsFormOptions<'email'> = {
  mode: 'onTouched',
  initial: { email: '' },
  rules: { email: authRules.email },
};

/** POST /api/auth/forgot-password: the server sends a one-time link through its outbox. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation('auth');
  const [send, { isLoading, isSuccess, error }] = useForgotPassword();
  const errorText = useErrorText();
  const form = useFieldsForm(forgotForm);
  const onSubmit = form.handleSubmit(async (values) => void (await send(values)));
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography color="textSecondary">{t('forgotIntro')}</Typography>
      {isSuccess && <Notice severity="success">{t('resetLinkSent')}</Notice>}
      {error && <Notice severity="error">{errorText(error)}</Notice>}
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

const resetForm: FieldsFormOptions<'password' | 'passwordConfirm'> = {
  mode: 'onTouched',
  initial: { password: '', passwordConfirm: '' },
  rules: {
    password: authRules.password,
    passwordConfirm: (confirm, values) => checkPasswordConfirm(values.password, confirm),
  },
};

/** POST /api/auth/reset-password with the link's `?token=`. */
export function ResetPasswordForm({ token, loginPath }: { token: string | null; loginPath: string }) {
  const { t } = useTranslation('auth');
  const [reset, { isLoading, isSuccess, error }] = useResetPassword();
  const errorText = useErrorText();
  const [missing] = useState(!token);
  const form = useFieldsForm(resetForm);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (token) await reset({ token, password });
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography color="textSecondary">{t('resetIntro')}</Typography>
      {missing && <Notice severity="warning">{t('resetNoToken')}</Notice>}
      {isSuccess && <Notice severity="success">{t('resetDone')}</Notice>}
      {error && <Notice severity="error">{errorText(error)}</Notice>}
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
