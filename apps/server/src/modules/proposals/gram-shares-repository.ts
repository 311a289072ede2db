import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * PostgreSQL: the share of proposals that hold each of the commonest grams of one or two characters, from
 * the planner's own statistics on the gram index (0010): ANALYZE keeps the most common elements of the
 * indexed arrays (up to 1,000) with the fraction of rows holding each. It tells how to count and page a
 * short term — not what to answer: every path answers the same rows. A term past that list is rarer than
 * its last element; its share is unknown (undefined).
 *
 * Why it matters (bench/RESULTS.md, issue 33 §2): a GIN index answers only by bitmap, so a count of a short
 * term reads the term's whole posting list however low its cap — and past work_mem the bitmap turns lossy
 * and each candidate row's grams are computed again (~80 µs a row): 老, in 21 % of 1,000,000 proposals,
 * took 418 ms to count to 1,001; tested by substring on the rows in table order, 12 ms.
 */
export interface GramShares {
  /** The share of proposals (0–1) holding the lower-cased gram, if it is among the commonest. */
  share(gram: string): number | undefined;
  /** The planner's estimate of the proposals stored. */
  rows: number;
}

const REFRESH_MS = 10 * 60_000;

interface Cached {
  takenAt: number;
  loading: boolean;
  shares?: GramShares;
}

const cache = new WeakMap<Kysely<DB>, Cached>();

async function load(db: Kysely<DB>): Promise<GramShares | undefined> {
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null; tuples: number | null }>`
    select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
      (select c.reltuples from pg_class c where c.oid = 'proposals'::regclass) as tuples
    from pg_stats s
    where s.schemaname = current_schema() and s.tablename = 'proposals_search_grams'`.execute(db);
  const stats = rows[0];
  if (!stats?.elems || !stats.freqs || !stats.tuples || stats.tuples <= 0) return undefined;
  const shares = new Map<string, number>();
  stats.elems.forEach((gram, index) => shares.set(gram, Number(stats.freqs?.[index] ?? 0)));
  return { share: (gram) => shares.get(gram), rows: Number(stats.tuples) };
}

/**
 * The shares if they are read, without waiting (the first call starts reading them; refreshed in the
 * background when older than REFRESH_MS). PostgreSQL only.
 */
export function gramSharesIfReady(db: Kysely<DB>, now = Date.now()): GramShares | undefined {
  let cached = cache.get(db);
  if (!cached) {
    cached = { takenAt: 0, loading: false };
    cache.set(db, cached);
  }
  if (!cached.loading && now - cached.takenAt > REFRESH_MS) {
    const entry = cached;
    entry.loading = true;
    entry.takenAt = now;
    load(db)
      .then((shares) => {
        entry.shares = shares;
      })
      .catch(() => undefined)
      .finally(() => {
        entry.loading = false;
      });
  }
  return cached.shares;
}
