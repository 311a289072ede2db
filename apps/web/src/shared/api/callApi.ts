import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { unauthorized } from '../session/expire';
import type { RootState } from '../store/rootReducer';
import { fetchApi, type ApiCall, type ApiResult } from './request';

/** `fetchApi` as a thunk: like the base query, a 401 ends a signed-in user's session (seed 000 §4). */
export function callApi<T>(
  call: ApiCall,
): ThunkAction<Promise<ApiResult<T>>, RootState, unknown, UnknownAction> {
  return async (dispatch) => {
    const result = await fetchApi<T>(call);
    if (result.error?.status === 401) dispatch(unauthorized());
    return result;
  };
}
