import type { Role, User } from '@cppcc/contracts';
import { useContext } from 'react';
import {
  SessionContext,
  type ServerUnreachable,
  type SessionAccess,
  type SessionCommands,
} from './sessionContext';

function useSession(): SessionAccess {
  const session = useContext(SessionContext);
  if (!session) throw new Error('Session hooks need the session provider of app/AppRoot.tsx.');
  return session;
}

/** The signed-in user, or the guest user (role []). */
export function useUser(): User {
  return useSession().view.user;
}

export function useRoles(): readonly Role[] {
  return useSession().view.user.role;
}

/** Whether the session is decided (a stored token is checked at start); guards render nothing until it is. */
export function useSessionReady(): boolean {
  return useSession().view.status === 'ready';
}

/** Set while a stored session waits for an unreachable server (the token is kept; the check is retried). */
export function useServerUnreachable(): ServerUnreachable | null {
  return useSession().view.unreachable;
}

/** The path to return to after sign-in, if a guard remembered one. */
export function useRedirectUrl(): string | null {
  return useSession().view.redirectUrl;
}

export function useSessionCommands(): SessionCommands {
  return useSession().commands;
}
