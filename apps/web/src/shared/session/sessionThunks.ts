import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthResult, User, UserUpdate } from '@cppcc/contracts';
import { callApi } from '../api/callApi';
import { dropStarted } from '../api/started';
import { showMessage } from '../message/messageSlice';
import type { RootState } from '../store/rootReducer';
import { browserStore, endSession, sessionText } from './expire';
import { retryDelayMs, waitBeforeRetry } from './retry';
import {
  redirectConsumed,
  serverUnreachable,
  sessionChecking,
  signedIn,
  signedOut,
  userUpdated,
} from './sessionSlice';
import {
  clearStoredSession,
  readStoredToken,
  refreshStoredToken,
  rememberLanding,
  storedTokenState,
  writeStoredSession,
} from './storedSession';
import type { ProviderFlow, SignInFlow } from './sessionContext';

/** Seed 000 §8: the settings toast names where the user came from. */
const SAVED_TEXT = {
  api: 'userDataSaved',
  auth0: 'userDataSavedAuth0',
  firebase: 'userDataSavedFirebase',
} as const satisfies Record<User['from'], string>;

/** Seed 000 §4/§8: the toasts of each way in ('Logging in with Auth0', 'Logged in with Auth0'…). */
const LOGGING_IN_TEXT = { auth0: 'loggingInWithAuth0', firebase: 'loggingInWithFirebase' } as const;
const LOGGED_IN_TEXT = {
  jwt: 'loggedInWithJwt',
  auth0: 'loggedInWithAuth0',
  firebase: 'loggedInWithFirebase',
} as const satisfies Record<Exclude<SignInFlow, 'phone'>, string>;

type Thunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * Start of the app (seed 000 §4): a stored token that has not expired signs in through
 * GET /api/auth/access-token (and the reissued token is stored); an expired one logs out with
 * 'access_token expired'; none leaves a guest. Silent: the user did not just sign in. Only a 401 ends the session: when the server does not answer
 * (a restart, a dropped connection, 5xx, 429) the token is kept, the state says so and the check is retried
 * with backoff until the server answers. Runs once; the guard waits for it.
 */
export function startSession(wait: (ms: number) => Promise<void> = waitBeforeRetry): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().session.status !== 'unknown') return;
    const state = storedTokenState(readStoredToken(browserStore));
    if (state === 'none') {
      dispatch(signedOut());
      return;
    }
    if (state === 'expired') {
      dispatch(endSession('expired'));
      return;
    }
    dispatch(sessionChecking());
    for (let attempt = 1; ; attempt++) {
      const result = await dispatch(callApi<AuthResult>({ url: '/auth/access-token' }));
      if (getState().session.status !== 'checking') return; // decided meanwhile (a sign-in in another way)
      if (result.data) {
        refreshStoredToken(browserStore, result.data.access_token);
        rememberLanding(browserStore, result.data.user.role);
        // Resuming is not signing in: no toast on every page load (it covered the user's name for 6 s and
        // lingered onto the sign-in page after a logout). completeSignIn says it after a real sign-in.
        dispatch(signedIn(result.data.user));
        return;
      }
      if (result.error.status === 401) {
        dispatch(endSession('invalid'));
        return;
      }
      const retryInMs = retryDelayMs(attempt);
      dispatch(serverUnreachable({ attempt, retryInMs }));
      await wait(retryInMs);
      // Another tab may have signed out, or the token run out, while we waited.
      const now = storedTokenState(readStoredToken(browserStore));
      if (now !== 'valid') {
        dispatch(now === 'expired' ? endSession('expired') : signedOut());
        return;
      }
    }
  };
}

/**
 * A sign-in succeeded (any flow): store the token — all three values for the phone flow — and sign in. The
 * guard then leaves the guest-only page for the remembered path or the role's landing page.
 */
export function completeSignIn(user: User, token: string, flow: SignInFlow): Thunk {
  return (dispatch) => {
    dropStarted();
    rememberLanding(browserStore, user.role);
    writeStoredSession(
      browserStore,
      token,
      flow === 'phone' ? { phone: user.phone, uid: user.uid, displayName: user.data.displayName } : undefined,
    );
    dispatch(signedIn(user));
    if (flow !== 'phone')
      dispatch(showMessage({ message: sessionText(LOGGED_IN_TEXT[flow]), variant: 'success' }));
  };
}

/** A hosted provider has authenticated the person; our server is completing the sign-in (seed 000 §4). */
export function announceSignIn(flow: ProviderFlow): Thunk {
  return (dispatch) => {
    dispatch(showMessage({ message: sessionText(LOGGING_IN_TEXT[flow]), variant: 'info' }));
  };
}

/**
 * Logout (seed 000 §4): nothing for a user with no role; otherwise the server ends the token, then the stored
 * values are cleared. A failed call still signs out locally.
 */
export function logout(): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().session.user.role.length === 0) return;
    await dispatch(callApi<void>({ url: '/auth/logout', method: 'POST' }));
    clearStoredSession(browserStore);
    dispatch(redirectConsumed());
    dispatch(signedOut());
  };
}

/**
 * Saves a signed-in user's settings/shortcuts/profile (POST /api/auth/user/update) and toasts
 * 'User data saved with api' or the error. A guest's changes stay local (seed 000 §4): resolves false.
 */
export function saveUserSettings(data: UserUpdate['user']['data']): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (getState().session.user.role.length === 0) return false;
    const body: UserUpdate = { user: { data } };
    const result = await dispatch(callApi<User>({ url: '/auth/user/update', method: 'POST', body }));
    if (result.data) {
      dispatch(userUpdated(result.data));
      dispatch(showMessage({ message: sessionText(SAVED_TEXT[result.data.from]), variant: 'success' }));
      return true;
    }
    dispatch(showMessage({ message: result.error.message || 'Error', variant: 'error' }));
    return false;
  };
}
