/** Backoff between attempts to resume a session while the server is unreachable: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

let wakeUp: (() => void) | null = null;

/** Waits `ms`, or less when `retryNow` is called (the retry button, the browser coming back online). */
export function waitBeforeRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (wakeUp === done) wakeUp = null;
      resolve();
    };
    const timer = setTimeout(done, ms);
    wakeUp = done;
  });
}

export function retryNow(): void {
  wakeUp?.();
}
