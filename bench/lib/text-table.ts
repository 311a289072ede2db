// PostgreSQL: the generated proposals' texts and 查重 fingerprints (0032) are not sent with every row. The
// generator's texts take few distinct values (each demo text × district × with or without the rare phrase,
// 1,580), so they go once into a scratch table `bench_texts` with their fingerprints, computed once each by
// PostgreSQL's own `proposal_fingerprint` (exactly the trigger's bytes). A batch's rows carry only their
// text's number, and one statement joins the two: the proposals and their fingerprints in a single pass
// over the batch's JSON. Before, each row carried its three texts and its fingerprint as hex (~6 kB a
// proposal), 6 GB of JSON through the driver and PostgreSQL's parser at 1,000,000.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';

export interface ProposalText {
  title: string;
  analysis: string;
  suggestions: string;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The scratch table of the texts, numbered from 0 in the given order, with their fingerprints. */
export async function createTextTable(db: Kysely<DB>, texts: readonly ProposalText[]): Promise<void> {
  await sql`drop table if exists bench_texts`.execute(db);
  await sql`create table bench_texts (i int primary key, title text not null, analysis text not null,
    suggestions text not null, grams bytea not null)`.execute(db);
  await sql`insert into bench_texts (i, title, analysis, suggestions, grams)
    select i - 1, t, a, s, proposal_fingerprint(t, a, s)
    from unnest(${texts.map((text) => text.title)}::text[], ${texts.map((text) => text.analysis)}::text[],
      ${texts.map((text) => text.suggestions)}::text[]) with ordinality u(t, a, s, i)`.execute(db);
}

export async function dropTextTable(db: Kysely<DB>): Promise<void> {
  await sql`drop table if exists bench_texts`.execute(db);
}

/**
 * Inserts proposals whose `title` holds their text's number in `bench_texts` (analysis and suggestions
 * left out), and their fingerprints, in one statement.
 */
export async function insertProposalsByText(db: Kysely<DB>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).map(snake);
  if (!columns.includes('analysis')) columns.push('analysis');
  if (!columns.includes('suggestions')) columns.push('suggestions');
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [snake(key), value]))),
  );
  const TEXT = new Set(['title', 'analysis', 'suggestions']);
  const selected = columns.map((column) =>
    TEXT.has(column) ? sql.ref(`t.${column}`) : sql.ref(`r.${column}`),
  );
  await sql`with r as materialized (select * from json_populate_recordset(null::proposals, ${json}::json)),
    added as (insert into proposals (${sql.join(columns.map((column) => sql.id(column)))})
      select ${sql.join(selected)} from r join bench_texts t on t.i = r.title::int)
    insert into proposal_fingerprints (proposal_id, grams)
      select r.id, t.grams from r join bench_texts t on t.i = r.title::int`.execute(db);
}
