import { useEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { AppDispatch } from '../store/rootReducer';
import { unauthorized } from './expire';
import { SessionContext, type SessionAccess, type SessionCommands } from './sessionContext';
import { redirectConsumed, redirectRemembered } from './sessionSlice';
import { announceSignIn, completeSignIn, startSession } from './sessionThunks';

/** The session commands as actions on the store. */
export function sessionCommandsFor(dispatch: AppDispatch): SessionCommands {
  return {
    completeSignIn: (user, token, flow) => dispatch(completeSignIn(user, token, flow)),
    announceSignIn: (flow) => dispatch(announceSignIn(flow)),
    rememberRedirect: (path) => dispatch(redirectRemembered(path)),
    consumeRedirect: () => dispatch(redirectConsumed()),
    unauthorized: () => dispatch(unauthorized()),
  };
}

/**
 * Feeds the session hooks from the store, and starts the session once (seed 000 §4: a stored token is
 * resumed or ends with its message); the guard and the splash wait for it.
 */
export function StoreSessionProvider({ children }: { children: ReactNode }) {
  const view = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (view.status === 'unknown') void dispatch(startSession());
  }, [dispatch, view.status]);
  const commands = useMemo(() => sessionCommandsFor(dispatch), [dispatch]);
  const session = useMemo((): SessionAccess => ({ view, commands }), [view, commands]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
