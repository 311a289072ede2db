import type { AuthList } from '@cppcc/contracts';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  redirectConsumed,
  redirectRemembered,
  selectRedirectUrl,
  selectRoles,
} from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { decideAccess } from './decideAccess';

/**
 * Renders the page only when `decideAccess` allows it. It wraps the lazy page, so a denied user never
 * downloads the page's chunk.
 */
export function RouteGuard({ auth, children }: { auth: AuthList; children: ReactNode }) {
  const roles = useAppSelector(selectRoles);
  const redirectUrl = useAppSelector(selectRedirectUrl);
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const decision = decideAccess({ auth, roles, path: `${pathname}${search}${hash}`, redirectUrl });

  const remember = decision.kind === 'redirect' ? decision.remember : undefined;
  const consume = decision.kind === 'redirect' && decision.consumeRedirect === true;
  useEffect(() => {
    if (remember) dispatch(redirectRemembered(remember));
    if (consume) dispatch(redirectConsumed());
  }, [dispatch, remember, consume]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
