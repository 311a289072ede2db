import { authRules } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { serverFieldErrors } from '../../../shared/forms/serverErrors';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useSessionCommands } from '../../../shared/session/hooks';
import { useLoginByPhone, useRequestPhoneCode } from '../api';
import { AuthFrame } from '../components/AuthFrame';
import { FormTextField } from '../components/fields';
import { Notice } from '../components/Notice';
import { i18nBundle } from '../i18n';
import { appTokenSourcesOfPage, findAppToken } from '../lib/appToken';
import { codeButtonDisabled, COUNTDOWN_TICK_MS, countdownReducer, initialCountdown } from '../lib/countdown';
import { useFieldsForm, type FieldsFormOptions } from '../lib/useFieldsForm';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

const phoneForm: FieldsFormOptions<'phone' | 'code'> = {
  mode: 'onTouched',
  initial: { phone: '', code: '' },
  rules: { phone: authRules.phone, code: authRules.smsCode },
};

/** /loginByPhone (seed 000 §2.1): banner, phone + code with §5 validation, app token display, get-code. */
export default function LoginByPhonePage() {
  const { t } = useTranslation('auth');
  const { completeSignIn } = useSessionCommands();
  const errorText = useErrorText();
  const { search } = useLocation();
  const [appToken] = useState(() => findAppToken(appTokenSourcesOfPage(search)));
  const [countdown, send] = useReducer(countdownReducer, initialCountdown);
  const [requestCode, codeRequest] = useRequestPhoneCode();
  const [loginByPhone, login] = useLoginByPhone();
  const form = useFieldsForm(phoneForm);

  useEffect(() => {
    if (!countdown.sending) return undefined;
    const timer = setTimeout(() => send({ type: 'tick' }), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [countdown]);

  const getCode = async () => {
    if (!form.validate('phone')) return;
    send({ type: 'start' });
    const result = await requestCode(form.values.phone.trim());
    if (result.error) send({ type: 'reset' });
  };

  const onSubmit = form.handleSubmit(async ({ phone, code }) => {
    const result = await loginByPhone({ phone: phone.trim(), code: code.trim() });
    if (result.data) {
      completeSignIn(result.data.data.user, result.data.msg, 'phone');
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of serverFieldErrors(result.error.fields, ['phone', 'code'] as const))
        form.setError(name, message);
  });

  const loginError =
    isApiError(login.error) && Object.keys(login.error.fields).length === 0 ? login.error : undefined;
  return (
    <AuthFrame title={t('signInByPhone')} testId="login-by-phone-page">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Notice severity="info" icon={false} testId="phone-banner">
          <Typography sx={{ fontWeight: 600 }}>{t('phoneBanner')}</Typography>
        </Notice>
        {codeRequest.isSuccess && <Notice severity="success">{t('codeSent')}</Notice>}
        {codeRequest.error && <Notice severity="error">{errorText(codeRequest.error)}</Notice>}
        {loginError && <Notice severity="error">{errorText(loginError)}</Notice>}
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
            disabled={codeButtonDisabled(form.values.phone, countdown)}
            sx={{ flexShrink: 0, height: 56, minWidth: 140 }}
            data-testid="get-code"
          >
            {countdown.sending ? t('resendIn', { seconds: countdown.remaining }) : t('getCode')}
          </Button>
        </Stack>
        <Typography
          variant="body2"
          color="textSecondary"
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
