// 查重's fingerprints (migration 0032) of the generated proposals, written in the load's batches instead of
// by one `insert … select proposal_fingerprint(…)` over every row after it: that statement ran the SQL
// function 1,000,000 times on one core (~2 s a 20,000 rows even on a quiet machine, minutes at 1,000,000),
// while the generator's texts take few distinct values (each demo text × district × with or without the rare
// phrase). Each distinct text is computed once, by PostgreSQL's own function — the bytes are exactly what the
// trigger writes — and every row carrying it gets them. SQLite needs none of this: its trigger runs the
// JavaScript function during the load.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';

export interface ProposalText {
  title: string;
  analysis: string;
  suggestions: string;
}

/** Fingerprints of the given texts, in order, as PostgreSQL's bytea input reads them from JSON (`\x…`). */
export async function fingerprintsOf(db: Kysely<DB>, texts: readonly ProposalText[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ grams: Buffer }>`
    select proposal_fingerprint(t, a, s) as grams
    from unnest(${texts.map((text) => text.title)}::text[], ${texts.map((text) => text.analysis)}::text[],
      ${texts.map((text) => text.suggestions)}::text[]) with ordinality u(t, a, s, i)
    order by i`.execute(db);
  return rows.map((row) => `\\x${row.grams.toString('hex')}`);
}
