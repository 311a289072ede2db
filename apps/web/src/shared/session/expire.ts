import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { i18n, registerBundle } from '../i18n/i18n';
import { storage } from '../lib/storage';
import { showMessage } from '../message/messageSlice';
import type { RootState } from '../store/rootReducer';
import { sessionBundle } from './i18n';
import { sessionExpired } from './sessionSlice';
import { clearStoredSession } from './storedSession';

registerBundle(sessionBundle);

type Thunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

export const browserStore = {
  getItem: (key: string) => storage.get(key),
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.remove(key),
};

/** A session text in the language on screen. */
export function sessionText(key: keyof (typeof sessionBundle.resources)['en']): string {
  return i18n.t(key, { ns: 'session' });
}

/**
 * Ends the session on its own (seed 000 §4): clears the stored values, makes the user a guest and says why.
 * The guard then sends the user to /login and remembers the page for after sign-in.
 */
export function endSession(reason: 'expired' | 'invalid'): Thunk {
  return (dispatch) => {
    clearStoredSession(browserStore);
    dispatch(sessionExpired(reason));
    dispatch(
      showMessage({
        message: sessionText(reason === 'expired' ? 'accessTokenExpired' : 'invalidAccessToken'),
        variant: 'warning',
      }),
    );
  };
}

/**
 * Any 401 (dispatched by the base query): a signed-in user is logged out with 'Invalid access_token'. A guest's
 * 401 is a failed sign-in attempt, which its own form reports.
 */
export function unauthorized(): Thunk {
  return (dispatch, getState) => {
    if (getState().session.user.role.length > 0) dispatch(endSession('invalid'));
  };
}
