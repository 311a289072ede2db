import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Proposal clues (issue 27): collection campaigns, the clues citizens send (no account: the phone that
 * verified the SMS code is the sender's identity, the tracking code their only key), every step of a
 * clue's screening, and members' adoptions (each a draft proposal; one per member and clue).
 */
export const clues: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clue_campaigns')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('starts_on', COLUMN.text, (col) => col.notNull())
      .addColumn('ends_on', COLUMN.text, (col) => col.notNull())
      .addColumn('topics', COLUMN.json, (col) => col.notNull())
      .addColumn('closed_at', COLUMN.time)
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('clues')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('campaign_id', COLUMN.id, (col) => col.references('clue_campaigns.id'))
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('situation', COLUMN.text, (col) => col.notNull())
      .addColumn('suggestion', COLUMN.text, (col) => col.notNull())
      .addColumn('category_code', COLUMN.text, (col) => col.notNull())
      .addColumn('tags', COLUMN.json, (col) => col.notNull())
      .addColumn('contact_name', COLUMN.text)
      .addColumn('phone', COLUMN.text, (col) => col.notNull())
      .addColumn('tracking_code', COLUMN.text, (col) => col.notNull().unique())
      // The origin (http/link-origin.ts) the sender used: later SMS links point there.
      .addColumn('link_origin', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('merged_into_id', COLUMN.id, (col) => col.references('clues.id'))
      .addColumn('decline_reason', COLUMN.text)
      .addColumn('decided_at', COLUMN.time)
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('clues_state').on('clues').columns(['state', 'created_at']).execute();
    await db.schema.createIndex('clues_phone').on('clues').columns(['phone', 'created_at']).execute();

    await db.schema
      .createTable('clue_events')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('clue_id', COLUMN.id, (col) => col.notNull().references('clues.id'))
      .addColumn('action', COLUMN.text, (col) => col.notNull())
      .addColumn('from_state', COLUMN.text)
      .addColumn('to_state', COLUMN.text, (col) => col.notNull())
      .addColumn('actor_id', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('comment', COLUMN.text)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('clue_events_clue')
      .on('clue_events')
      .columns(['clue_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('clue_adoptions')
      .addColumn('clue_id', COLUMN.id, (col) => col.notNull().references('clues.id'))
      .addColumn('member_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      // Set when the sender was told of the proposal's published reply (the claim of the job).
      .addColumn('reply_notified_at', COLUMN.time)
      .addPrimaryKeyConstraint('clue_adoptions_pk', ['clue_id', 'member_id'])
      .execute();
    await db.schema.createIndex('clue_adoptions_member').on('clue_adoptions').column('member_id').execute();
    await db.schema
      .createIndex('clue_adoptions_proposal')
      .on('clue_adoptions')
      .column('proposal_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['clue_adoptions', 'clue_events', 'clues', 'clue_campaigns'])
      await db.schema.dropTable(table).execute();
  },
};
