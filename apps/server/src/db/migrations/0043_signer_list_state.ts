import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The member's own list from the signers' index alone (issue 33 §2): each signature keeps its proposal's
 * state and last change (`proposal_state`, `proposal_updated_at`), and an index of a user's signatures by
 * that time answers the list's default page (newest first) and its total without reading a proposal —
 * before, every one of a member's ~470 proposals (the bench's demo member at 100,000) was read to sort them
 * and to test the state, on every page.
 *
 * Kept by triggers in the same transaction as the write, whoever writes (services, the seed, a bare SQL
 * shell): a new signature copies its proposal's values, a change of a proposal's state or time is copied to
 * its signatures. A bulk load that turns triggers off (bench/lib/deferred-indexes.ts) copies them after.
 */
export const signerListState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('proposal_signers').addColumn('proposal_state', 'text').execute();
    await db.schema.alterTable('proposal_signers').addColumn('proposal_updated_at', 'text').execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`
        create trigger proposal_signers_list_state_insert after insert on proposal_signers
        begin
          update proposal_signers
            set (proposal_state, proposal_updated_at) =
              (select p.state, p.updated_at from proposals p where p.id = new.proposal_id)
            where rowid = new.rowid;
        end`.execute(db);
      await sql`
        create trigger proposal_signers_list_state_update after update of state, updated_at on proposals
          when old.state is not new.state or old.updated_at is not new.updated_at
        begin
          update proposal_signers set proposal_state = new.state, proposal_updated_at = new.updated_at
            where proposal_id = new.id;
        end`.execute(db);
    } else {
      await sql`
        create function proposal_signers_list_state_insert() returns trigger language plpgsql as $$
        begin
          select p.state, p.updated_at into new.proposal_state, new.proposal_updated_at
            from proposals p where p.id = new.proposal_id;
          return new;
        end $$`.execute(db);
      await sql`
        create trigger proposal_signers_list_state_insert before insert on proposal_signers
        for each row execute function proposal_signers_list_state_insert()`.execute(db);
      await sql`
        create function proposal_signers_list_state_update() returns trigger language plpgsql as $$
        begin
          update proposal_signers set proposal_state = new.state, proposal_updated_at = new.updated_at
            where proposal_id = new.id;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger proposal_signers_list_state_update after update of state, updated_at on proposals
        for each row when (old.state is distinct from new.state or old.updated_at is distinct from new.updated_at)
        execute function proposal_signers_list_state_update()`.execute(db);
    }
    await copySignerListState(db);
    // The state last: the page and its total are read from the index alone, filtered by state or not.
    await db.schema
      .createIndex('proposal_signers_user_list')
      .on('proposal_signers')
      .columns(['user_id', 'proposal_updated_at', 'proposal_id', 'proposal_state'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('proposal_signers_user_list').ifExists().execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger if exists proposal_signers_list_state_insert`.execute(db);
      await sql`drop trigger if exists proposal_signers_list_state_update`.execute(db);
    } else {
      await sql`drop trigger if exists proposal_signers_list_state_insert on proposal_signers`.execute(db);
      await sql`drop trigger if exists proposal_signers_list_state_update on proposals`.execute(db);
      await sql`drop function if exists proposal_signers_list_state_insert()`.execute(db);
      await sql`drop function if exists proposal_signers_list_state_update()`.execute(db);
    }
    await db.schema.alterTable('proposal_signers').dropColumn('proposal_updated_at').execute();
    await db.schema.alterTable('proposal_signers').dropColumn('proposal_state').execute();
  },
};

/** Every signature's copy of its proposal's state and time (the migration; a bulk load without triggers). */
export async function copySignerListState<T>(db: Kysely<T>): Promise<void> {
  await sql`
    update proposal_signers
      set (proposal_state, proposal_updated_at) =
        (select p.state, p.updated_at from proposals p where p.id = proposal_signers.proposal_id)`.execute(
    db,
  );
}
