import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The clue library's stamp for 查重 (issue 27 §3): one row whose `n` every write of `clues` or
 * `clue_fingerprints` moves, in the write's own transaction, so a check reads it by primary key instead of
 * aggregating every clue (a seq scan of ~2,000 clues per keystroke). A server keeps its decoded copy of the
 * library while the stamp is the one it was built at (clues/similarity-source.ts); the stamp becomes
 * visible with the write's commit, so no instance keeps a copy older than what it could read.
 * `generation` is drawn when the row is (re)made, so a row deleted and made again never repeats a stamp.
 *
 * PostgreSQL bumps from a deferred constraint trigger, at commit, once per transaction (`tx`): the row's lock
 * is then taken after every other lock of the writer, so two writers of clues cannot deadlock on it, and
 * writers wait for it only for their commit. `truncate` bumps at once (a constraint trigger cannot fire
 * on it). SQLite runs one writer at a time: a plain trigger per row.
 */
const SQLITE_BUMP = `
  insert into clue_library_stamps (id, generation, n, tx) values (1, lower(hex(randomblob(8))), 1, 0)
    on conflict (id) do update set n = n + 1;`;

export const clueLibraryStamp: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await sql
      .raw(
        `create table clue_library_stamps (
           id integer primary key,
           generation text not null,
           n bigint not null,
           tx bigint not null
         )`,
      )
      .execute(db);
    if (sqlite) {
      await sql`insert into clue_library_stamps (id, generation, n, tx) values (1, lower(hex(randomblob(8))), 0, 0)`.execute(
        db,
      );
      for (const table of ['clues', 'clue_fingerprints'])
        for (const event of ['insert', 'update', 'delete'])
          await sql
            .raw(`create trigger ${table}_stamp_${event} after ${event} on ${table} begin ${SQLITE_BUMP} end`)
            .execute(db);
      return;
    }
    await sql`insert into clue_library_stamps (id, generation, n, tx) values (1, md5(random()::text || clock_timestamp()::text), 0, 0)`.execute(
      db,
    );
    await sql`
      create function clue_library_stamps_bump() returns trigger language plpgsql as $$
      begin
        insert into clue_library_stamps (id, generation, n, tx)
          values (1, md5(random()::text || clock_timestamp()::text), 1, txid_current())
          on conflict (id) do update set n = clue_library_stamps.n + 1, tx = excluded.tx
          where clue_library_stamps.tx <> excluded.tx or tg_level = 'STATEMENT';
        return null;
      end $$`.execute(db);
    for (const table of ['clues', 'clue_fingerprints']) {
      await sql
        .raw(
          `create constraint trigger ${table}_stamp after insert or update or delete on ${table}
             deferrable initially deferred for each row execute function clue_library_stamps_bump()`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_stamp_truncate after truncate on ${table}
             for each statement execute function clue_library_stamps_bump()`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const table of ['clues', 'clue_fingerprints'])
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists ${table}_stamp_${event}`).execute(db);
    } else {
      for (const table of ['clues', 'clue_fingerprints']) {
        await sql.raw(`drop trigger if exists ${table}_stamp on ${table}`).execute(db);
        await sql.raw(`drop trigger if exists ${table}_stamp_truncate on ${table}`).execute(db);
      }
      await sql`drop function if exists clue_library_stamps_bump()`.execute(db);
    }
    await sql`drop table if exists clue_library_stamps`.execute(db);
  },
};
