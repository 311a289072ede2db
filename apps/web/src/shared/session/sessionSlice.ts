import type { Role } from '@cppcc/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user as the shell needs it; the sign-in issue fills it from `/api/auth`. */
export interface SessionUser {
  id: string;
  displayName: string;
  photoURL?: string;
  roles: Role[];
}

export interface SessionState {
  /** `null` = guest (no role). */
  user: SessionUser | null;
  /** The path a guard sent away from, to return to after sign-in (seed 000 §4). */
  redirectUrl: string | null;
  /** Why the session last ended on its own (e.g. a 401), for the sign-in issue's toast. */
  endedBecause: 'expired' | null;
}

const initialState: SessionState = { user: null, redirectUrl: null, endedBecause: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.endedBecause = null;
    },
    signedOut(state) {
      state.user = null;
    },
    /** Any 401 from the API: the user becomes a guest (seed 000 §4, 'Invalid access_token'). */
    sessionExpired(state) {
      if (state.user) state.endedBecause = 'expired';
      state.user = null;
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
    // One shared empty array: a fresh `[]` per call would re-render every subscriber on each action.
    selectRoles: (state): readonly Role[] => state.user?.roles ?? NO_ROLES,
    selectRedirectUrl: (state) => state.redirectUrl,
  },
});

const NO_ROLES: readonly Role[] = Object.freeze([]);

export const { signedIn, signedOut, sessionExpired, redirectRemembered, redirectConsumed } =
  sessionSlice.actions;
export const { selectUser, selectRoles, selectRedirectUrl } = sessionSlice.selectors;
