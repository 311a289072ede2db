import type { OidcCallbackResult } from '@cppcc/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { oidcBundle } from '../oidc/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useSessionCommands } from '../../../shared/session/hooks';
import { useOidcCallback } from '../api';
import { AuthFrame } from '../components/AuthFrame';
import { Notice } from '../components/Notice';
import { i18nBundle } from '../i18n';
import { LinkAccountForm } from '../oidc/LinkAccountForm';
import { takeFlowState } from '../oidc/flowState';
import { PATHS } from '../paths';

registerBundle(i18nBundle);
registerBundle(oidcBundle);

type Outcome = { kind: 'working' } | { kind: 'refused'; message: string | undefined } | OidcCallbackResult;

/**
 * /callback (seed 000 §2.1, §4): the OpenID Connect provider's return point. The state must be the one this
 * tab sent; the server then exchanges the code (PKCE), checks the ID token's nonce and fetches the profile.
 * Signed in → 'Logged in with Auth0' and on to the user's page; otherwise the page says why.
 */
export default function CallbackPage() {
  const { t } = useTranslation('auth');
  const { t: o } = useTranslation('oidc');
  const { t: sessionT } = useTranslation('session');
  const errorText = useErrorText();
  const { search } = useLocation();
  const { completeSignIn } = useSessionCommands();
  const [exchange] = useOidcCallback();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  const settle = useCallback(
    (result: OidcCallbackResult) => {
      setOutcome(result);
      if (result.kind === 'signedIn') completeSignIn(result.user, result.access_token, 'auth0');
    },
    [completeSignIn],
  );

  useEffect(() => {
    // Once: the state is used up by the first attempt (and React may run an effect twice in development).
    if (started.current) return;
    started.current = true;
    const run = async (): Promise<void> => {
      if (!search) return setOutcome({ kind: 'refused', message: o('callbackNothing') });
      if (!takeFlowState(search)) return setOutcome({ kind: 'refused', message: o('callbackStateMismatch') });
      const result = await exchange(search);
      if (result.data) settle(result.data);
      else setOutcome({ kind: 'refused', message: errorText(result.error) });
    };
    void run();
  }, [search, exchange, settle, errorText, o]);

  const backToLogin = (label: string): ReactNode => (
    <Link component={RouterLink} to={PATHS.login}>
      {label}
    </Link>
  );
  return (
    <AuthFrame title={t('callbackTitle')} testId="callback-page">
      <Stack spacing={3}>
        {(outcome.kind === 'working' || outcome.kind === 'signedIn') && (
          <>
            <LinearProgress aria-label={sessionT('loggingInWithAuth0')} />
            <Notice severity="info">
              <span role="status">{sessionT('loggingInWithAuth0')}</span>
            </Notice>
          </>
        )}
        {outcome.kind === 'refused' && (
          <>
            <Notice severity="error">{outcome.message}</Notice>
            {backToLogin(o('callbackRetry'))}
          </>
        )}
        {outcome.kind === 'awaitingRole' && (
          <>
            <Notice severity="warning">
              {o('callbackAwaitingRole', { name: outcome.user.data.displayName })}
            </Notice>
            {backToLogin(t('backToLogin'))}
          </>
        )}
        {outcome.kind === 'linkRequired' && (
          <LinkAccountForm ticket={outcome.ticket} email={outcome.email} onDone={settle} />
        )}
      </Stack>
    </AuthFrame>
  );
}
