import type { OidcCallbackResult } from '@cppcc/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
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

/** The exchange of each /callback query, kept across the page's mounts (see the effect). */
const exchanges = new Map<string, Promise<Outcome>>();

/**
 * /callback (seed 000 §2.1, §4): the OpenID Connect provider's return point. The state must be the one this
 * tab sent; the server then exchanges the code (PKCE), checks the ID token's nonce and fetches the profile.
 * The toast says 'Logging in with Auth0' meanwhile; signed in → 'Logged in with Auth0' and on to the user's
 * page; otherwise the page says why.
 */
export default function CallbackPage() {
  const { t } = useTranslation('auth');
  const { t: o } = useTranslation('oidc');
  const { t: sessionT } = useTranslation('session');
  const errorText = useErrorText();
  const { search } = useLocation();
  const { completeSignIn, announceSignIn } = useSessionCommands();
  const [exchange] = useOidcCallback();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let mounted = true;
    // One exchange per query whichever mount asks: its state is used up by the first attempt, and the page
    // can mount again meanwhile (StrictMode's second mount).
    let running = exchanges.get(search);
    if (!running) {
      const run = async (): Promise<Outcome> => {
        if (!search) return { kind: 'refused', message: o('callbackNothing') };
        if (!takeFlowState(search)) return { kind: 'refused', message: o('callbackStateMismatch') };
        announceSignIn('auth0');
        const result = await exchange(search);
        if (!result.data) return { kind: 'refused', message: errorText(result.error) };
        if (result.data.kind === 'signedIn')
          completeSignIn(result.data.user, result.data.access_token, 'auth0');
        return result.data;
      };
      running = run();
      exchanges.set(search, running);
    }
    void running.then((done) => mounted && setOutcome(done));
    return () => {
      mounted = false;
    };
  }, [search, exchange, errorText, o, announceSignIn, completeSignIn]);

  const settle = useCallback(
    (result: OidcCallbackResult) => {
      setOutcome(result);
      if (result.kind === 'signedIn') completeSignIn(result.user, result.access_token, 'auth0');
    },
    [completeSignIn],
  );

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
