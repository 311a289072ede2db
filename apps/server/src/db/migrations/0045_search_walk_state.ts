import type { Kysely, Migration } from 'kysely';

/**
 * A common search term's page without reading the rows it drops (issue 33 §2): such a page walks the
 * update-time index and tests each row against the term's matches (modules/proposals/list-repository.ts).
 * The visibility rule tests the state of every row walked — ~20 a visible match, ~400 for 养老's first page
 * at 100,000 — and 0004's `(updated_at, id)` index does not carry it, so each was a read of the wide row.
 * With the state in the index SQLite answers the walk from the index alone (the matches come from the text
 * index as rowids). It replaces 0004's `(updated_at, id)`, its prefix, on both dialects: the same walk for
 * the staff list, one index to keep.
 */
export const searchWalkState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('proposals_updated_id_state')
      .on('proposals')
      .columns(['updated_at', 'id', 'state'])
      .ifNotExists()
      .execute();
    await db.schema.dropIndex('proposals_updated_id').ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('proposals_updated_id')
      .on('proposals')
      .columns(['updated_at', 'id'])
      .ifNotExists()
      .execute();
    await db.schema.dropIndex('proposals_updated_id_state').ifExists().execute();
  },
};
