import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';

/**
 * SQL of the gram index's upkeep (SQLite's FTS5 table `proposals_grams`, migration 0010). Every write adds
 * a segment to it and FTS5 merges them only when four pile up on one level, so a probe of 查重 looks its
 * bigrams up in each of the 4–7 segments a busy or bulk-loaded index has.
 */

/**
 * FTS5 merges a level only when it holds this many segments ('usermerge', default 4). Two: every level is
 * merged down to one segment, a tiered compaction — each write is rewritten a few times over its life, never
 * the whole index on every run as an 'optimize' would.
 */
const MERGE_AT = 2;

/**
 * One step of FTS5's incremental merge, writing about `pages` pages: true when it merged anything (FTS5
 * says so only through the connection's change counter, read in the same transaction so no other write
 * on the connection falls between).
 */
export function mergeGramIndexStep(db: Kysely<DB>, pages: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const changes = async () =>
      (await sql<{ changes: number }>`select total_changes() as changes`.execute(trx)).rows[0]?.changes ?? 0;
    await sql`insert into proposals_grams (proposals_grams, rank) values ('usermerge', ${sql.lit(MERGE_AT)})`.execute(
      trx,
    );
    const before = await changes();
    await sql`insert into proposals_grams (proposals_grams, rank) values ('merge', ${pages})`.execute(trx);
    // "If the difference is less than 2, the merge did no work" (FTS5's documentation of 'merge').
    return (await changes()) - before >= 2;
  });
}
