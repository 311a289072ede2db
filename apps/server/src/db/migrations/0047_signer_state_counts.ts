import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * How many signatures each user holds per state of the signed proposal (issue 33 §2), kept by triggers in
 * the same transaction as the write: the member's own list reads its total here in a row or a few instead
 * of counting every signature of the member on each page (the bench's demo member: ~470 at 100,000).
 * Counted from 0043's copy of the proposal's state on each signature, so every path that moves it — a new
 * or removed signature, a proposal's change of state (0043 copies it to its signatures) — moves the
 * counts, whoever writes. A signature whose copy is not set yet (SQLite sets it just after the insert) is
 * counted when it is.
 *
 * PostgreSQL: a trigger per statement stages each (user, state)'s change in `proposal_signer_count_moves`
 * (no lock on a count), and a deferred constraint trigger applies the transaction's moves at commit, in
 * key order: a count's row lock is then taken after every other lock of the writer and in the same order
 * by every writer, so two transactions moving the same users' counts cannot deadlock (taken per statement,
 * they did: two members inviting each other in parallel), and hold it only for their commit. A bulk load
 * with triggers off (bench/lib/deferred-indexes.ts) counts them again after.
 */
export const signerStateCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('proposal_signer_counts')
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('n', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('proposal_signer_counts_pk', ['user_id', 'state'])
      .execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      // `where` so that a copy not set yet (null) adds nothing; SQLite's upsert needs it after a select.
      const add = (row: 'new') =>
        `insert into proposal_signer_counts (user_id, state, n)
           select ${row}.user_id, ${row}.proposal_state, 1 where ${row}.proposal_state is not null
           on conflict (user_id, state) do update set n = n + 1;`;
      const remove = (row: 'old') =>
        `update proposal_signer_counts set n = n - 1
           where user_id = ${row}.user_id and state = ${row}.proposal_state;`;
      await sql
        .raw(
          `create trigger proposal_signer_counts_insert after insert on proposal_signers begin ${add('new')} end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger proposal_signer_counts_delete after delete on proposal_signers begin ${remove('old')} end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger proposal_signer_counts_update after update of user_id, proposal_state on proposal_signers
             when old.user_id is not new.user_id or old.proposal_state is not new.proposal_state
           begin ${remove('old')} ${add('new')} end`,
        )
        .execute(db);
    } else {
      await sql`
        create table proposal_signer_count_moves (
          tx bigint not null, user_id text not null, state text not null, delta integer not null
        )`.execute(db);
      await sql`create index proposal_signer_count_moves_tx on proposal_signer_count_moves (tx)`.execute(db);
      const stage = (rows: string) => `
        insert into proposal_signer_count_moves (tx, user_id, state, delta)
        select txid_current(), user_id, state, sum(delta) from (${rows}) moved
        where state is not null group by user_id, state having sum(delta) <> 0;`;
      const added = 'select user_id, proposal_state as state, 1 as delta from new_rows';
      const removed = 'select user_id, proposal_state as state, -1 as delta from old_rows';
      await sql
        .raw(
          `create function proposal_signer_counts_stage() returns trigger language plpgsql as $$
           begin
             if tg_op = 'INSERT' then ${stage(added)}
             elsif tg_op = 'DELETE' then ${stage(removed)}
             else ${stage(`${added} union all ${removed}`)}
             end if;
             return null;
           end $$`,
        )
        .execute(db);
      // At commit: the transaction's moves, each count once, in key order. The first call takes them all;
      // the others (one per move staged) find none.
      await sql`
        create function proposal_signer_counts_apply() returns trigger language plpgsql as $$
        begin
          with moved as (
            delete from proposal_signer_count_moves where tx = txid_current() returning user_id, state, delta
          )
          insert into proposal_signer_counts (user_id, state, n)
          select user_id, state, sum(delta)::integer from moved
          group by user_id, state having sum(delta) <> 0 order by user_id, state
          on conflict (user_id, state) do update set n = proposal_signer_counts.n + excluded.n;
          return null;
        end $$`.execute(db);
      // Transition tables take no column list: every update of a signature passes, and stages nothing
      // unless its user or copied state changed.
      await sql`
        create trigger proposal_signer_counts_insert after insert on proposal_signers
        referencing new table as new_rows for each statement
        execute function proposal_signer_counts_stage()`.execute(db);
      await sql`
        create trigger proposal_signer_counts_delete after delete on proposal_signers
        referencing old table as old_rows for each statement
        execute function proposal_signer_counts_stage()`.execute(db);
      await sql`
        create trigger proposal_signer_counts_update after update on proposal_signers
        referencing old table as old_rows new table as new_rows for each statement
        execute function proposal_signer_counts_stage()`.execute(db);
      await sql`
        create constraint trigger proposal_signer_counts_apply after insert on proposal_signer_count_moves
        deferrable initially deferred for each row execute function proposal_signer_counts_apply()`.execute(
        db,
      );
    }
    await recountSignerStates(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists proposal_signer_counts_${trigger}`).execute(db);
    } else {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql
          .raw(`drop trigger if exists proposal_signer_counts_${trigger} on proposal_signers`)
          .execute(db);
      await sql`drop table if exists proposal_signer_count_moves`.execute(db);
      await sql`drop function if exists proposal_signer_counts_stage()`.execute(db);
      await sql`drop function if exists proposal_signer_counts_apply()`.execute(db);
    }
    await db.schema.dropTable('proposal_signer_counts').ifExists().execute();
  },
};

/** The counts made again from the signatures (the migration; a bulk load with triggers off). */
export async function recountSignerStates<T>(db: Kysely<T>): Promise<void> {
  await sql`delete from proposal_signer_counts`.execute(db);
  await sql`
    insert into proposal_signer_counts (user_id, state, n)
    select user_id, proposal_state, count(*) from proposal_signers
    where proposal_state is not null group by user_id, proposal_state`.execute(db);
}
