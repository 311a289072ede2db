import { useEffect, useState } from 'react';
import { registerBundle } from '../shared/i18n/i18n';
import { sessionBundle } from '../shared/session/i18n';
import { retryDelayMs, waitBeforeRetry } from '../shared/session/retry';
import { ServerUnreachablePage } from '../shared/session/ServerUnreachablePage';
import type { ServerUnreachable } from '../shared/session/sessionContext';
import { serverAnswers } from './serverAway';

registerBundle(sessionBundle);

/**
 * A page's code could not be fetched because the server is away (stopped, restarting): the same notice as
 * a session waiting for the server, retried with backoff; once the server answers, the page loads again at
 * the same address (the stored session is untouched).
 */
export function ServerAwayNotice() {
  const [state, setState] = useState<ServerUnreachable>({ attempt: 1, retryInMs: retryDelayMs(1) });
  useEffect(() => {
    let stopped = false;
    void (async () => {
      for (let attempt = 1; !stopped; attempt += 1) {
        await waitBeforeRetry(retryDelayMs(attempt));
        if (stopped) return;
        if (await serverAnswers()) {
          window.location.reload();
          return;
        }
        setState({ attempt: attempt + 1, retryInMs: retryDelayMs(attempt + 1) });
      }
    })();
    return () => {
      stopped = true;
    };
  }, []);
  return <ServerUnreachablePage unreachable={state} />;
}
