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

/** Whether the server answers at all (any HTTP answer counts: only no answer means it is away). */
export async function serverAnswers(): Promise<boolean> {
  try {
    await fetch('/api/health', { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
