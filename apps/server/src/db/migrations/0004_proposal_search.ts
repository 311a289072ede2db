import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Text search and lists that stay fast at 100,000 proposals (issue 5, bench/RESULTS.md).
 *
 * SQLite: an FTS5 index with the trigram tokenizer over title, analysis and suggestions — trigrams match
 * any substring of 3 or more characters, so it works for Chinese without word segmentation, case-
 * insensitively like LIKE. It is an external-content table over `proposals` keyed by the table's rowid
 * (stores no copy of the text), kept in sync by triggers, so every writer (services, seed, bulk loads)
 * keeps it right. The repository uses it for terms of 3+ characters; shorter terms still LIKE-scan.
 * Caveat: `proposals` has a text primary key, so a VACUUM may renumber its rowids — after one, run
 * `insert into proposals_search(proposals_search) values ('rebuild')`.
 *
 * PostgreSQL: nothing here — 0003 already created the pg_trgm GIN index (when the extension is possible).
 *
 * Lists (both dialects): covering indexes that carry the id, so the visibility rule (`id in (my
 * signatures) or state not in (private states)`) and the page of ids are answered from the index alone,
 * never reading the wide rows (title, analysis, suggestions): the state filter sorted by update time, the
 * session sorted by number (any state list), everything sorted by update time, and the counts. They
 * replace 0003's `(state, updated_at)` and `(updated_at)`, which are their prefixes.
 */
export const proposalSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('proposals_state_updated_id')
      .on('proposals')
      .columns(['state', 'updated_at', 'id'])
      .execute();
    await db.schema
      .createIndex('proposals_session_number_state_id')
      .on('proposals')
      .columns(['session_id', 'number', 'state', 'id'])
      .execute();
    await db.schema
      .createIndex('proposals_updated_id')
      .on('proposals')
      .columns(['updated_at', 'id'])
      .execute();
    await db.schema.dropIndex('proposals_state_updated').execute();
    await db.schema.dropIndex('proposals_updated').execute();
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    await sql`
      create virtual table proposals_search using fts5(
        title, analysis, suggestions,
        content = 'proposals', content_rowid = 'rowid', tokenize = 'trigram'
      )`.execute(db);
    await sql`
      create trigger proposals_search_insert after insert on proposals begin
        insert into proposals_search (rowid, title, analysis, suggestions)
          values (new.rowid, new.title, new.analysis, new.suggestions);
      end`.execute(db);
    await sql`
      create trigger proposals_search_delete after delete on proposals begin
        insert into proposals_search (proposals_search, rowid, title, analysis, suggestions)
          values ('delete', old.rowid, old.title, old.analysis, old.suggestions);
      end`.execute(db);
    await sql`
      create trigger proposals_search_update after update of title, analysis, suggestions on proposals begin
        insert into proposals_search (proposals_search, rowid, title, analysis, suggestions)
          values ('delete', old.rowid, old.title, old.analysis, old.suggestions);
        insert into proposals_search (rowid, title, analysis, suggestions)
          values (new.rowid, new.title, new.analysis, new.suggestions);
      end`.execute(db);
    // Index the rows that exist already.
    await sql`insert into proposals_search (proposals_search) values ('rebuild')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const trigger of ['proposals_search_insert', 'proposals_search_delete', 'proposals_search_update'])
        await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
      await sql`drop table if exists proposals_search`.execute(db);
    }
    await db.schema
      .createIndex('proposals_state_updated')
      .on('proposals')
      .columns(['state', 'updated_at'])
      .execute();
    await db.schema.createIndex('proposals_updated').on('proposals').column('updated_at').execute();
    for (const index of [
      'proposals_state_updated_id',
      'proposals_session_number_state_id',
      'proposals_updated_id',
    ])
      await db.schema.dropIndex(index).execute();
  },
};
