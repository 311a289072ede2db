import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { currentLanguage } from '../i18n/i18n';
import { storage } from '../lib/storage';
import { toApiError, type ApiError } from './apiError';
import { authHeaders } from './authHeaders';
import { startedFetch } from './started';

/** Same origin: the server serves the app in production, Vite proxies /api in development. */
export const API_BASE_URL = '/api';

/** What every API request carries: the session's auth headers and the language on screen. */
export function apiHeaders(): Record<string, string> {
  return {
    ...authHeaders({ getItem: (key) => storage.get(key) }),
    // The server translates its messages by Accept-Language, so ask in the language on screen.
    'Accept-Language': currentLanguage(),
  };
}

export interface ApiCall {
  /** Path under /api, e.g. `/auth/register`. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

function urlOf({ url, params }: ApiCall): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return `${API_BASE_URL}${url}${query ? `?${query}` : ''}`;
}

/**
 * One call without RTK Query, for the few screens that must not load it (the sign-in pages, issue 4's
 * budget) and for the session's own calls. Same headers, JSON handling and `ApiError`s as the base query.
 */
export async function fetchApi<T>(call: ApiCall): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...apiHeaders(), accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await startedFetch(urlOf(call), {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } catch (cause) {
    return { error: toApiError({ status: 'FETCH_ERROR', error: String(cause) }, currentLanguage()) };
  }
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    const failure: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: response.status,
      data: text,
      error: 'not JSON',
    };
    return { error: toApiError(failure, currentLanguage()) };
  }
  if (response.ok) return { data: data as T };
  return { error: toApiError({ status: response.status, data }, currentLanguage()) };
}
