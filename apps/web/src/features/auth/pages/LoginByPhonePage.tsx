import { loginByPhoneBodySchema } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { serverFieldErrors } from '../../../shared/forms/serverErrors';
import { registerBundle } from '../../../shared/i18n/i18n';
import { completeSignIn } from '../../../shared/session/sessionThunks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useLoginByPhoneMutation, useRequestPhoneCodeMutation } from '../api';
import { AuthFrame } from '../components/AuthFrame';
import { FormTextField } from '../components/fields';
import { i18nBundle } from '../i18n';
import { appTokenSourcesOfPage, findAppToken } from '../lib/appToken';
import { COUNTDOWN_TICK_MS, countdownReducer, initialCountdown } from '../lib/countdown';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

interface PhoneForm {
  phone: string;
  code: string;
}

/** /loginByPhone (seed 000 §2.1): banner, phone + code with §5 validation, app token display, get-code. */
export default function LoginByPhonePage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { search } = useLocation();
  const [appToken] = useState(() => findAppToken(appTokenSourcesOfPage(search)));
  const [countdown, send] = useReducer(countdownReducer, initialCountdown);
  const [requestCode, codeRequest] = useRequestPhoneCodeMutation();
  const [loginByPhone, login] = useLoginByPhoneMutation();
  const form = useForm<PhoneForm>({
    mode: 'onTouched',
    resolver: zodResolver(loginByPhoneBodySchema),
    defaultValues: { phone: '', code: '' },
  });

  useEffect(() => {
    if (!countdown.sending) return undefined;
    const timer = setTimeout(() => send({ type: 'tick' }), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [countdown]);

  const getCode = async () => {
    if (!(await form.trigger('phone'))) return;
    send({ type: 'start' });
    const result = await requestCode(form.getValues('phone').trim());
    if (result.error) send({ type: 'reset' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await loginByPhone(values);
    if (result.data) {
      dispatch(completeSignIn(result.data.data.user, result.data.msg, 'phone'));
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of serverFieldErrors(result.error.fields, ['phone', 'code'] as const))
        form.setError(name, { message });
  });

  const loginError =
    isApiError(login.error) && Object.keys(login.error.fields).length === 0 ? login.error : undefined;
  return (
    <AuthFrame title={t('signInByPhone')} testId="login-by-phone-page">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Alert severity="info" icon={false} data-testid="phone-banner">
          <Typography sx={{ fontWeight: 600 }}>{t('phoneBanner')}</Typography>
        </Alert>
        {codeRequest.isSuccess && <Alert severity="success">{t('codeSent')}</Alert>}
        {codeRequest.error && <Alert severity="error">{errorText(codeRequest.error)}</Alert>}
        {loginError && <Alert severity="error">{errorText(loginError)}</Alert>}
        <FormTextField form={form} name="phone" label={t('phone')} type="tel" autoComplete="tel" />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            form={form}
            name="code"
            label={t('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <Button
            variant="outlined"
            onClick={() => void getCode()}
            disabled={countdown.sending}
            sx={{ flexShrink: 0, height: 56, minWidth: 140 }}
            data-testid="get-code"
          >
            {countdown.sending ? t('resendIn', { seconds: countdown.remaining }) : t('getCode')}
          </Button>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ wordBreak: 'break-all' }}
          data-testid="app-token"
        >
          {t('appToken')}：{appToken ?? t('noAppToken')}
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={login.isLoading}>
          {login.isLoading ? t('signingIn') : t('signIn')}
        </Button>
        <Stack direction="row" spacing={2}>
          <Link component={RouterLink} to={PATHS.login} variant="body2">
            {t('loginTitle')}
          </Link>
          <Link component={RouterLink} to={PATHS.templateLogin} variant="body2">
            {t('signInByEmail')}
          </Link>
        </Stack>
      </Stack>
    </AuthFrame>
  );
}
