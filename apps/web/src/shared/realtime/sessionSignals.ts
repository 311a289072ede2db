import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthResult } from '@cppcc/contracts';
import { callApi } from '../api/callApi';
import { browserStore, unauthorized } from '../session/expire';
import { userUpdated } from '../session/sessionSlice';
import { refreshStoredToken } from '../session/storedSession';
import type { AppDispatch, RootState } from '../store/rootReducer';
import type { SessionHandlers } from './realtimeClient';

type Thunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * The account's rights changed on the server: a reissued token and the user as they are now (their roles
 * drive the menus and guards). A 401 here ends the session like any other (callApi).
 */
export function refreshAfterRightsChange(): Thunk<Promise<void>> {
  return async (dispatch) => {
    const result = await dispatch(callApi<AuthResult>({ url: '/auth/access-token' }));
    if (!result.data) return;
    refreshStoredToken(browserStore, result.data.access_token);
    dispatch(userUpdated(result.data.user));
  };
}

/** What the realtime socket hands over to the session: the same paths as a 401 and a reissue. */
export function sessionHandlers(dispatch: AppDispatch): SessionHandlers {
  return {
    ended: () => dispatch(unauthorized()),
    rightsChanged: async () => {
      await dispatch(refreshAfterRightsChange());
    },
  };
}
