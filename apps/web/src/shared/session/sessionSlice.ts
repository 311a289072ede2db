import type { Role, User } from '@cppcc/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { GUEST_USER, type ServerUnreachable, type SessionView } from './sessionContext';

export interface SessionState extends SessionView {
  /** Why the session last ended on its own. */
  endedBecause: 'expired' | 'invalid' | null;
}

const initialState: SessionState = {
  user: GUEST_USER,
  status: 'unknown',
  redirectUrl: null,
  unreachable: null,
  endedBecause: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChecking(state) {
      state.status = 'checking';
    },
    /** Resuming the stored token found no server; the token stays and the check is retried. */
    serverUnreachable(state, action: PayloadAction<ServerUnreachable>) {
      if (state.status === 'checking') state.unreachable = action.payload;
    },
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'ready';
      state.unreachable = null;
      state.endedBecause = null;
    },
    /** The user data changed on the server (settings, shortcuts, display name). */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user.role.length > 0) state.user = action.payload;
    },
    signedOut(state) {
      state.user = GUEST_USER;
      state.status = 'ready';
      state.unreachable = null;
    },
    /** The session ended on its own: an expired stored token or a 401 (seed 000 §4). */
    sessionExpired(state, action: PayloadAction<'expired' | 'invalid' | undefined>) {
      state.endedBecause = action.payload ?? 'invalid';
      state.user = GUEST_USER;
      state.status = 'ready';
      state.unreachable = null;
    },
    redirectRemembered(state, action: PayloadAction<string>) {
      state.redirectUrl = action.payload;
    },
    redirectConsumed(state) {
      state.redirectUrl = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectRoles: (state): readonly Role[] => state.user.role,
    selectIsSignedIn: (state) => state.user.role.length > 0,
    selectSessionStatus: (state) => state.status,
    selectServerUnreachable: (state) => state.unreachable,
    selectRedirectUrl: (state) => state.redirectUrl,
  },
});

export const {
  sessionChecking,
  serverUnreachable,
  signedIn,
  userUpdated,
  signedOut,
  sessionExpired,
  redirectRemembered,
  redirectConsumed,
} = sessionSlice.actions;
export const {
  selectUser,
  selectRoles,
  selectIsSignedIn,
  selectSessionStatus,
  selectServerUnreachable,
  selectRedirectUrl,
} = sessionSlice.selectors;
