import type { AuthList } from '@cppcc/contracts';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useRedirectUrl, useRoles, useSessionCommands, useSessionReady } from '../../shared/session/hooks';
import { Loading } from '../../shared/ui/Loading';
import { decideAccess } from './decideAccess';
import { Redirect } from '../../shared/ui/Redirect';

/** Never remembered as a return path: signing in again must not log out again. */
const NOT_REMEMBERED = ['/logout'];

/**
 * Renders the page only when `decideAccess` allows it, once the session is decided (a stored token is being
 * checked at start). It wraps the lazy page, so a denied user never downloads the page's chunk.
 */
export function RouteGuard({ auth, children }: { auth: AuthList; children: ReactNode }) {
  const ready = useSessionReady();
  return ready ? <Decide auth={auth}>{children}</Decide> : <Loading />;
}

function Decide({ auth, children }: { auth: AuthList; children: ReactNode }) {
  const roles = useRoles();
  const redirectUrl = useRedirectUrl();
  const { rememberRedirect, consumeRedirect } = useSessionCommands();
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}${hash}`;
  const decision = decideAccess({ auth, roles, path, redirectUrl });

  const remember =
    decision.kind === 'redirect' && !NOT_REMEMBERED.includes(pathname) ? decision.remember : undefined;
  // The saved path is used up once the user arrives there. Consuming it while still redirecting to it would
  // re-render this <Redirect> with a new target ('/') that wins over the first one.
  const consume =
    (decision.kind === 'redirect' && decision.consumeRedirect === true && decision.to !== redirectUrl) ||
    (decision.kind === 'allow' && redirectUrl !== null && redirectUrl === path);
  useEffect(() => {
    if (remember) rememberRedirect(remember);
    if (consume) consumeRedirect();
  }, [rememberRedirect, consumeRedirect, remember, consume]);

  if (decision.kind === 'redirect') return <Redirect to={decision.to} />;
  return children;
}
