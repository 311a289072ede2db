import type { User } from '@cppcc/contracts';
import { createContext } from 'react';

/** The guest: the contracts user with no role (seed 000 §3). */
export const GUEST_USER: User = {
  uid: '',
  role: [],
  from: 'api',
  phone: null,
  unit: null,
  data: { displayName: '', photoURL: null, email: null, settings: {}, shortcuts: [] },
};

/** `unknown`: not yet decided (the app just started); `checking`: resuming a stored token; `ready`: decided. */
export type SessionStatus = 'unknown' | 'checking' | 'ready';

/** What pages, the guard and the shell read of the session. */
export interface SessionView {
  /** The signed-in user, or `GUEST_USER` (role []). */
  user: User;
  status: SessionStatus;
  /** The path a guard sent away from, to return to after sign-in (seed 000 §4). */
  redirectUrl: string | null;
  /**
   * Resuming a stored token found no server (no answer, 5xx, 429…): the token is kept and the check is
   * retried; only a 401 ends the session.
   */
  unreachable: ServerUnreachable | null;
}

export interface ServerUnreachable {
  /** Failed attempts so far. */
  attempt: number;
  /** Wait before the next attempt. */
  retryInMs: number;
}

/** How a sign-in was made: the password form, the phone flow, or a hosted provider (toasts). */
export type SignInFlow = 'jwt' | 'phone' | 'auth0' | 'firebase';
/** The hosted providers (seed 000 §4: their own 'Logging in with …' / 'Logged in with …' toasts). */
export type ProviderFlow = Extract<SignInFlow, 'auth0' | 'firebase'>;

/** What the guard and the sign-in pages change in the session. */
export interface SessionCommands {
  /** A sign-in succeeded (any flow): store the token and sign the user in. */
  completeSignIn: (user: User, token: string, flow: SignInFlow) => void;
  /** A provider said who the person is; our server is being asked (the 'Logging in with …' toast). */
  announceSignIn: (flow: ProviderFlow) => void;
  rememberRedirect: (path: string) => void;
  consumeRedirect: () => void;
  /** A call answered 401: a signed-in user's session ends (seed 000 §4). */
  unauthorized: () => void;
}

export interface SessionAccess {
  view: SessionView;
  commands: SessionCommands;
}

/** A guest with no stored token: decided at once, nothing to resume. */
export const GUEST_SESSION: SessionView = {
  user: GUEST_USER,
  status: 'ready',
  redirectUrl: null,
  unreachable: null,
};

/**
 * The session as React sees it. The Redux store owns it (`sessionSlice`), but the store loads on demand:
 * until then the app provides `GUEST_SESSION` with commands that load the store first (app/AppRoot.tsx), so
 * the sign-in pages work without Redux in their first load (issue 4's budget). Read it through `hooks.ts`.
 */
export const SessionContext = createContext<SessionAccess | null>(null);
