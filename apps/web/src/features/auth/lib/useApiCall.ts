import { useCallback, useState } from 'react';
import type { ApiError } from '../../../shared/api/apiError';
import { callApi, type ApiCall, type ApiResult } from '../../../shared/api/request';
import { useAppDispatch } from '../../../shared/store/hooks';

export interface ApiCallState<T> {
  isLoading: boolean;
  isSuccess: boolean;
  data?: T;
  error?: ApiError;
}

/**
 * `[trigger, state]` like an RTK Query mutation hook, over a plain fetch: the sign-in pages stay clear of RTK
 * Query (about 15 kB gzip, issue 4's budget). Same headers and `ApiError`s as the base query.
 */
export function useApiCall<A, T>(
  toCall: (args: A) => ApiCall,
): [(args: A) => Promise<ApiResult<T>>, ApiCallState<T>] {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ApiCallState<T>>({ isLoading: false, isSuccess: false });
  const trigger = useCallback(
    async (args: A) => {
      setState({ isLoading: true, isSuccess: false });
      const result = await dispatch(callApi<T>(toCall(args)));
      setState(
        result.error
          ? { isLoading: false, isSuccess: false, error: result.error }
          : { isLoading: false, isSuccess: true, data: result.data },
      );
      return result;
    },
    [dispatch, toCall],
  );
  return [trigger, state];
}
