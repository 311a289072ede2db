import { useEffect, useState } from 'react';
import { registerBundle } from '../shared/i18n/i18n';
import { sessionBundle } from '../shared/session/i18n';
import { retryDelayMs, waitBeforeRetry } from '../shared/session/retry';
import type { ServerUnreachable } from '../shared/session/sessionContext';
import { serverAnswers } from './serverAway';

registerBundle(sessionBundle);

/**
 * How long a splash may last before the server is asked whether it is there at all: a phone's cold load on a
 * slow line shows it a few seconds; a load whose chunk or session check gets no answer would show it forever.
 */
export const SPLASH_PATIENCE_MS = 6_000;

/** How long that question waits for any answer before the server counts as away. */
export const PROBE_TIMEOUT_MS = 4_000;

/**
 * While a splash is up: null at first; once it has lasted `SPLASH_PATIENCE_MS`, the server is asked (and
 * again with the session's backoff, or at once on the retry button): when it does not answer, the attempt
 * for the unreachable notice, shown instead of the splash; when it does, null again — the load under way
 * carries on, and a chunk that fails then reaches the route's error boundary (ServerAwayNotice).
 */
export function useServerStall(): ServerUnreachable | null {
  const [away, setAway] = useState<ServerUnreachable | null>(null);
  useEffect(() => {
    let stopped = false;
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, SPLASH_PATIENCE_MS));
      for (let attempt = 1; !stopped; attempt += 1) {
        const answers = await serverAnswers(PROBE_TIMEOUT_MS);
        if (stopped) return;
        const retryInMs = retryDelayMs(attempt);
        setAway(answers ? null : { attempt, retryInMs });
        await waitBeforeRetry(retryInMs);
      }
    })();
    return () => {
      stopped = true;
    };
  }, []);
  return away;
}
