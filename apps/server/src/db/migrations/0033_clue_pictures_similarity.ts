import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The clue leftovers of issue 27:
 * - `clue_pictures`: pictures a citizen sends with a clue. No account, so a picture belongs to its clue (not to
 *   a user, as `attachments` rows do: their uploader is a user); deleting a clue deletes its pictures' rows.
 *   The uploads' sweep (attachments/cleanup-repository.ts) counts their storage keys as recorded.
 * - `clue_fingerprints`: each clue's bigram fingerprint, the same as a proposal's (0032, computed by the
 *   `proposal_fingerprint` function both databases have since then), so the editor's 查重 scores library
 *   clues as it scores proposals. Kept by triggers on every write of a clue's text.
 */
export const cluePicturesSimilarity: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('clue_pictures')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('clue_id', COLUMN.id, (col) => col.notNull().references('clues.id').onDelete('cascade'))
      .addColumn('file_name', COLUMN.text, (col) => col.notNull())
      .addColumn('content_type', COLUMN.text, (col) => col.notNull())
      .addColumn('size', COLUMN.int, (col) => col.notNull())
      .addColumn('storage_key', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('clue_pictures_clue')
      .on('clue_pictures')
      .columns(['clue_id', 'created_at'])
      .execute();

    await sql
      .raw(
        `create table clue_fingerprints (
           clue_id text primary key references clues (id) on delete cascade,
           grams ${sqlite ? 'blob' : 'bytea'} not null
         )`,
      )
      .execute(db);
    if (sqlite) {
      await sql`
        create trigger clue_fingerprints_insert after insert on clues begin
          insert into clue_fingerprints (clue_id, grams)
            values (new.id, proposal_fingerprint(new.title, new.situation, new.suggestion));
        end`.execute(db);
      await sql`
        create trigger clue_fingerprints_update after update of title, situation, suggestion on clues
        begin
          insert into clue_fingerprints (clue_id, grams)
            values (new.id, proposal_fingerprint(new.title, new.situation, new.suggestion))
            on conflict (clue_id) do update set grams = excluded.grams;
        end`.execute(db);
    } else {
      await sql`
        create function clue_fingerprints_keep() returns trigger language plpgsql as $$
        begin
          insert into clue_fingerprints (clue_id, grams)
            values (new.id, proposal_fingerprint(new.title, new.situation, new.suggestion))
            on conflict (clue_id) do update set grams = excluded.grams;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger clue_fingerprints_keep
          after insert or update of title, situation, suggestion on clues
          for each row execute function clue_fingerprints_keep()`.execute(db);
    }
    await sql`
      insert into clue_fingerprints (clue_id, grams)
        select id, proposal_fingerprint(title, situation, suggestion) from clues`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger if exists clue_fingerprints_insert`.execute(db);
      await sql`drop trigger if exists clue_fingerprints_update`.execute(db);
    } else {
      await sql`drop trigger if exists clue_fingerprints_keep on clues`.execute(db);
      await sql`drop function if exists clue_fingerprints_keep()`.execute(db);
    }
    await sql`drop table if exists clue_fingerprints`.execute(db);
    await db.schema.dropTable('clue_pictures').execute();
  },
};
