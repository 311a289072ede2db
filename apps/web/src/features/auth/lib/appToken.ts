/**
 * Where /login finds the host application's app token (seed 000 §4), first match wins:
 *
 * 1. the query string: `/login?appToken=<jwt>` — what the host's web view opens;
 * 2. `window.__APP_TOKEN__` — a host that injects a script before the page loads sets this global;
 * 3. `localStorage.appToken` — a host that writes the web view's storage before loading the page.
 */
export const APP_TOKEN_PARAM = 'appToken';
export const APP_TOKEN_STORAGE_KEY = 'appToken';

declare global {
  interface Window {
    __APP_TOKEN__?: unknown;
  }
}

export interface AppTokenSources {
  search: string;
  injected?: unknown;
  stored?: string | null;
}

export function findAppToken({ search, injected, stored }: AppTokenSources): string | null {
  const fromQuery = new URLSearchParams(search).get(APP_TOKEN_PARAM)?.trim();
  if (fromQuery) return fromQuery;
  if (typeof injected === 'string' && injected.trim()) return injected.trim();
  if (stored?.trim()) return stored.trim();
  return null;
}

/** The sources of the running page. */
export function appTokenSourcesOfPage(search: string): AppTokenSources {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(APP_TOKEN_STORAGE_KEY);
  } catch {
    // storage blocked
  }
  return { search, injected: typeof window === 'undefined' ? undefined : window.__APP_TOKEN__, stored };
}
