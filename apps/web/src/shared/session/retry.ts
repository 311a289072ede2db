/** Backoff between attempts to resume a session while the server is unreachable: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

// Every wait under way: the session check's and the splash's probe (app/serverStall.ts) may wait at once.
const waiting = new Set<() => void>();

/** Waits `ms`, or less when `retryNow` is called (the retry button, the browser coming back online). */
export function waitBeforeRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiting.add(done);
  });
}

/** Ends every wait under way at once. */
export function retryNow(): void {
  for (const done of [...waiting]) done();
}
