import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';
import { PROPOSAL_SEARCH_EXPRESSION } from '../proposal-search';

/**
 * Search terms of one or two characters (养老, 医保) without scanning every proposal (issue 5): an index of
 * each proposal's distinct 1- and 2-character grams (apps/server/src/db/text-grams.ts). Longer terms keep
 * the trigram indexes of 0003 (PostgreSQL) and 0004 (SQLite).
 *
 * SQLite: a contentless FTS5 table (stores no text, only the gram tokens) keyed by the proposals' rowid,
 * kept in sync by triggers like 0004's. The grams come from `proposal_grams()`, a function every
 * connection opened by `openDatabase` registers — so a write to proposals' texts from a bare sqlite3 shell
 * fails with "no such function" instead of leaving the index stale. After a VACUUM (which may renumber
 * rowids) rebuild it: `delete from proposals_grams; insert into proposals_grams (rowid, grams) select rowid,
 * proposal_grams(...) from proposals`.
 *
 * PostgreSQL: the same grams from an immutable SQL function, with a GIN index over its result for the
 * search expression; the repository asks `proposal_grams(expression) @> array[lower(term)]`.
 */
const SQLITE_TEXT = (row: 'new' | 'old') =>
  `${row}.title || ' ' || ${row}.analysis || ' ' || ${row}.suggestions`;

export const proposalGrams: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`
        create virtual table proposals_grams using fts5(
          grams, content = '', contentless_delete = 1, detail = none, tokenize = 'ascii'
        )`.execute(db);
      await sql
        .raw(
          `create trigger proposals_grams_insert after insert on proposals begin
             insert into proposals_grams (rowid, grams) values (new.rowid, proposal_grams(${SQLITE_TEXT('new')}));
           end`,
        )
        .execute(db);
      await sql`
        create trigger proposals_grams_delete after delete on proposals begin
          delete from proposals_grams where rowid = old.rowid;
        end`.execute(db);
      await sql
        .raw(
          `create trigger proposals_grams_update after update of title, analysis, suggestions on proposals begin
             delete from proposals_grams where rowid = old.rowid;
             insert into proposals_grams (rowid, grams) values (new.rowid, proposal_grams(${SQLITE_TEXT('new')}));
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `insert into proposals_grams (rowid, grams)
             select rowid, proposal_grams(title || ' ' || analysis || ' ' || suggestions) from proposals`,
        )
        .execute(db);
      return;
    }
    // One row per (position, length); lower() once per text.
    await sql`
      create function proposal_grams(body text) returns text[]
      language sql immutable strict parallel safe as $$
        select coalesce(array_agg(distinct substr(t.lowered, i, n)), '{}')
        from (select lower(body) as lowered) t
          cross join lateral generate_series(1, length(t.lowered)) i
          cross join (values (1), (2)) g(n)
        where i + n - 1 <= length(t.lowered)
      $$`.execute(db);
    await sql
      .raw(
        `create index proposals_search_grams on proposals using gin (proposal_grams${PROPOSAL_SEARCH_EXPRESSION})`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const trigger of ['proposals_grams_insert', 'proposals_grams_delete', 'proposals_grams_update'])
        await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
      await sql`drop table if exists proposals_grams`.execute(db);
      return;
    }
    await sql`drop index if exists proposals_search_grams`.execute(db);
    await sql`drop function if exists proposal_grams(text)`.execute(db);
  },
};
