import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { mergeGramIndexStep } from './gram-index-repository';

/**
 * Pages one merge step writes. SQLite writes on the server's event loop, so a step holds every request
 * while it runs: ~50 pages is ~10 ms on a quiet machine (~35 ms at load 25), and the loop runs between steps.
 */
const STEP_PAGES = 50;
/** Steps per run: ~10 MB written at most, the whole 100,000-proposal index (23 MB) in a few runs. */
const MAX_STEPS = 200;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A scheduled job (issue 27 §3): merges the SQLite gram index's segments level by level, so each of 查重's
 * probes looks its bigrams up in one or two segments instead of the 4–7 that writes and bulk loads leave —
 * a probe's cost 0.34 → 0.24 ms, the check's candidate statement 4.1 → 2.4 ms at 100,000 proposals
 * (bench/RESULTS.md). PostgreSQL's GIN index needs no such step. Returns the steps that merged something
 * (0: nothing to merge). Safe on several servers at once: each step is one write transaction.
 */
export async function compactGramIndex(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  let merged = 0;
  while (merged < MAX_STEPS && (await mergeGramIndexStep(db, STEP_PAGES))) {
    merged++;
    await pause();
  }
  return merged;
}
