import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { currentLanguage } from '../i18n/i18n';
import { storage } from '../lib/storage';
import { unauthorized } from '../session/expire';
import { toApiError, type ApiError } from './apiError';
import { authHeaders } from './authHeaders';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api', // same origin: the server serves the app in production, Vite proxies it in development
  prepareHeaders(headers) {
    for (const [name, value] of Object.entries(authHeaders({ getItem: (key) => storage.get(key) })))
      headers.set(name, value);
    // The server translates its messages by Accept-Language, so ask in the language on screen.
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

/** Every error becomes an `ApiError`; a 401 also ends the session (seed 000 §4). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  if (result.error.status === 401) api.dispatch(unauthorized());
  return { error: toApiError(result.error, currentLanguage()), meta: result.meta };
};

/**
 * The one RTK Query api. Features add endpoints from their lazy modules with `baseApi.injectEndpoints`,
 * so their calls ship in their own chunks.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});
