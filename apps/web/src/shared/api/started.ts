/** What index.html's start asked for, by URL (path and query): each taken once. */
export interface StartedCalls {
  /** The stored token the calls were made with. */
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __cppccStarted?: StartedCalls;
  }
}

/**
 * The answers index.html's inline start asked for before the app loaded (issue 33, app/start/startScript.ts):
 * the first GET of the same URL takes its answer instead of asking again, once. They belong to the session the
 * start found stored: a sign-in or sign-out drops what is left.
 */
export function takeStarted(url: string): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__cppccStarted;
  const response = started?.responses[url];
  if (!started || !response) return undefined;
  started.responses[url] = undefined;
  return response;
}

export function dropStarted(): void {
  if (typeof window !== 'undefined') window.__cppccStarted = undefined;
}

/** `fetch` that takes a started answer for a GET of the same path and query. */
export const startedFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  // No page (a unit test's Node environment): nothing was started.
  if (method === 'GET' && typeof location !== 'undefined') {
    const href = request ? request.url : input instanceof URL ? input.href : (input as string);
    const url = new URL(href, location.href);
    const taken = url.origin === location.origin ? takeStarted(url.pathname + url.search) : undefined;
    if (taken) return taken;
  }
  return fetch(input, init);
};
