import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useSessionCommands } from '../../../shared/session/hooks';
import { AuthFrame } from '../components/AuthFrame';
import { Notice } from '../components/Notice';
import { SUPPORT_PHONE } from '../config';
import { i18nBundle } from '../i18n';
import { appTokenSourcesOfPage, findAppToken } from '../lib/appToken';
import { loginByToken } from '../lib/loginByToken';
import { isIOSDevice } from '../lib/platform';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

type LoginState =
  | { kind: 'running' }
  | { kind: 'succeeded' }
  | { kind: 'notExist'; responseMsg: string }
  | { kind: 'noToken' }
  | { kind: 'failed'; message: string };

/**
 * /login (seed 000 §2.1, §4): signs in with the host application's app token as soon as it opens. Where the
 * token comes from is documented in `lib/appToken.ts` (query `?appToken=`, `window.__APP_TOKEN__`, or
 * `localStorage.appToken`).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { completeSignIn } = useSessionCommands();
  const { search } = useLocation();
  const [state, setState] = useState<LoginState>({ kind: 'running' });
  const ios = isIOSDevice();

  const attempt = useCallback(async () => {
    setState({ kind: 'running' });
    const appToken = findAppToken(appTokenSourcesOfPage(search));
    if (!appToken) {
      setState({ kind: 'noToken' });
      return;
    }
    const outcome = await loginByToken(appToken);
    if (outcome.kind === 'ok') {
      setState({ kind: 'succeeded' });
      completeSignIn(outcome.result.data.user, outcome.result.msg, 'phone');
    } else if (outcome.kind === 'notExist') {
      setState({ kind: 'notExist', responseMsg: outcome.responseMsg });
    } else {
      setState({ kind: 'failed', message: outcome.message });
    }
  }, [completeSignIn, search]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void attempt();
  }, [attempt]);

  const busy = state.kind === 'running' || state.kind === 'succeeded';
  return (
    <AuthFrame title={t('loginTitle')} testId="login-page">
      <Stack spacing={3}>
        {busy && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-label={t('loggingIn')} />
            <Typography>{t('loggingIn')}</Typography>
          </Stack>
        )}
        {state.kind === 'notExist' && (
          <Notice severity="error" testId="login-error">
            {state.responseMsg} {t('notExistHint', { supportPhone: SUPPORT_PHONE })}
          </Notice>
        )}
        {state.kind === 'noToken' && (
          <Notice severity="error" testId="login-error">
            not-exist：{t('tokenNotObtained')}
          </Notice>
        )}
        {state.kind === 'failed' && (
          <Notice severity="error" testId="login-error">
            {t('tokenLoginFailed')}
          </Notice>
        )}
        {ios && !busy && (
          <Stack spacing={1.5} data-testid="ios-prompt">
            <Typography>{t('iosPrompt')}</Typography>
            <Button variant="contained" size="large" onClick={() => void attempt()}>
              {t('clickToLogin')}
            </Button>
          </Stack>
        )}
        <Divider>{t('otherWays')}</Divider>
        <Stack spacing={1}>
          <Link component={RouterLink} to={PATHS.loginByPhone}>
            {t('signInByPhone')}
          </Link>
          <Link component={RouterLink} to={PATHS.templateLogin}>
            {t('signInByEmail')}
          </Link>
        </Stack>
      </Stack>
    </AuthFrame>
  );
}
