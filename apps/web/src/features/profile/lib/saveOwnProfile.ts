import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { User, UserUpdate } from '@cppcc/contracts';
import { callApi } from '../../../shared/api/callApi';
import type { ApiResult } from '../../../shared/api/request';
import { userUpdated } from '../../../shared/session/sessionSlice';
import type { RootState } from '../../../shared/store/rootReducer';
import { profileApi } from '../api';

/**
 * Saves the signed-in user's own name and avatar (POST /api/auth/user/update) and puts the answer into the
 * session, so the toolbar's user menu shows them at once; the profile's reads refresh (friends' names).
 * Resolves with the call's result, whose error carries the fields the server refused.
 */
export function saveOwnProfile(
  data: Pick<UserUpdate['user']['data'], 'displayName' | 'photoURL'>,
): ThunkAction<Promise<ApiResult<User>>, RootState, unknown, UnknownAction> {
  return async (dispatch) => {
    const body: UserUpdate = { user: { data } };
    const result = await dispatch(callApi<User>({ url: '/auth/user/update', method: 'POST', body }));
    if (result.data) {
      dispatch(userUpdated(result.data));
      dispatch(profileApi.util.invalidateTags(['Profile']));
    }
    return result;
  };
}
