import {
  createApi,
  fetchBaseQuery,
  setupListeners,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { freeze, isFulfilled, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import { currentLanguage } from '../i18n/i18n';
import { unauthorized } from '../session/expire';
import { addMiddleware } from '../store/injection';
import { rootReducer } from '../store/rootReducer';
import { toApiError, type ApiError } from './apiError';
import { API_BASE_URL, apiHeaders } from './request';
import { startedFetch } from './started';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  // The first GET of a URL index.html's start asked for takes that answer (issue 33).
  fetchFn: startedFetch,
  prepareHeaders(headers) {
    for (const [name, value] of Object.entries(apiHeaders())) headers.set(name, value);
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
 * so their calls ship in their own chunks. RTK Query itself is lazy too: the entry does not import this
 * module (the sign-in pages never load it, issue 4's budget); the first module that does puts the api's
 * reducer and middleware into the store.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});

declare module '../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the api slice
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

type SessionShape = { session: { user: { uid: string } } };
const userOf = (state: unknown) => (state as SessionShape).session.user.uid;

/**
 * Refetch on focus/reconnect for queries that opt in (set up once the store first runs the middleware),
 * and empty the cache whenever the signed-in user changes: nobody sees the previous user's answers.
 */
const listeners: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => {
    const before = userOf(store.getState());
    const result = next(action);
    if (userOf(store.getState()) !== before) store.dispatch(baseApi.util.resetApiState());
    return result;
  };
};

/**
 * An answer enters the store already frozen (deeply, as Immer would freeze it anyway): Immer then skips it
 * when it finishes the reducer's draft, instead of walking every value of it in search of drafts. A
 * dashboard's answer spent ~19 ms of one task there on a cold load (issue 17).
 */
const frozenAnswers: Middleware = () => (next) => (action) => {
  if (isFulfilled(action) && action.type.startsWith(`${baseApi.reducerPath}/`)) freeze(action.payload, true);
  return next(action);
};

rootReducer.inject(baseApi);
addMiddleware(frozenAnswers, baseApi.middleware, listeners);
