import { useCallback, useState } from 'react';
import type { ApiError } from '../../../shared/api/apiError';
import { fetchApi, type ApiCall, type ApiResult } from '../../../shared/api/request';
import { useSessionCommands } from '../../../shared/session/hooks';

export interface ApiCallState<T> {
  isLoading: boolean;
  isSuccess: boolean;
  data?: T;
  error?: ApiError;
}

/**
 * `[trigger, state]` like an RTK Query mutation hook, over a plain fetch: the sign-in pages stay clear of RTK
 * Query and the Redux store (issue 4's budget). Same headers and `ApiError`s as the base query, and like it,
 * a 401 ends a signed-in user's session.
 */
export function useApiCall<A, T>(
  toCall: (args: A) => ApiCall,
): [(args: A) => Promise<ApiResult<T>>, ApiCallState<T>] {
  const { unauthorized } = useSessionCommands();
  const [state, setState] = useState<ApiCallState<T>>({ isLoading: false, isSuccess: false });
  const trigger = useCallback(
    async (args: A) => {
      setState({ isLoading: true, isSuccess: false });
      const result = await fetchApi<T>(toCall(args));
      if (result.error?.status === 401) unauthorized();
      setState(
        result.error
          ? { isLoading: false, isSuccess: false, error: result.error }
          : { isLoading: false, isSuccess: true, data: result.data },
      );
      return result;
    },
    [toCall, unauthorized],
  );
  return [trigger, state];
}
