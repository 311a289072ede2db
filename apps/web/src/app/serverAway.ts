/**
 * Whether a route error is a script chunk that could not be fetched: the browser's wording differs
 * (Chromium, Firefox, Safari), the cause is the same — the page's code did not arrive.
 */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    text,
  );
}

/**
 * Whether the server answers at all (any HTTP answer counts: only no answer means it is away). With a
 * `timeoutMs`, no answer by then counts as away too: a server that takes connections but answers none
 * (stopping, stalled) is as away as one that refuses them.
 */
export async function serverAnswers(timeoutMs?: number): Promise<boolean> {
  try {
    const signal = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    await fetch('/api/health', { cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}
