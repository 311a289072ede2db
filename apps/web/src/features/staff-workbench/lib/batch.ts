import type { BatchRegisterResult, BatchResult } from '@cppcc/contracts';

/** One item of a batch answer: batch-register adds the new number, batch-assign has none. */
export type BatchItemResult = BatchRegisterResult['results'][number] | BatchResult['results'][number];

export interface BatchFailure {
  id: string;
  title: string;
  message: string;
}

export interface BatchSummary {
  total: number;
  succeeded: number;
  failed: number;
  /** The proposals that went through (registered ones with their new numbers), in request order. */
  registered: { id: string; title: string; number: number | null }[];
  failures: BatchFailure[];
}

/**
 * Summarises POST /api/proposals/batch-register: how many were registered (with their numbers), and each
 * failure with its message (a field message when the server named one, else the error's message).
 * `titles` maps ids to titles for display; an id missing from it is shown as itself.
 */
export function summariseBatch(
  results: readonly BatchItemResult[],
  titles: ReadonlyMap<string, string>,
): BatchSummary {
  const registered: BatchSummary['registered'] = [];
  const failures: BatchFailure[] = [];
  for (const result of results) {
    const title = titles.get(result.id) ?? result.id;
    if (result.ok) {
      registered.push({ id: result.id, title, number: 'number' in result ? result.number : null });
      continue;
    }
    const fieldMessages = Object.values(result.error?.fields ?? {});
    const message = [result.error?.message, ...fieldMessages].filter(Boolean).join('；') || 'Unknown error';
    failures.push({ id: result.id, title, message });
  }
  return {
    total: results.length,
    succeeded: registered.length,
    failed: failures.length,
    registered,
    failures,
  };
}

/** The ids to keep selected after a batch: the failed ones, so they can be retried. */
export function remainingSelection(results: readonly BatchItemResult[]): string[] {
  return results.filter((result) => !result.ok).map((result) => result.id);
}
