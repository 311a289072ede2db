import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 27: the topic guide (选题目录) per session, the topic a proposal answers, and the paper number of
 * proposals and steps staff typed in from paper (the event's actor is the typist).
 */
export const topics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('topics')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('session_id', COLUMN.id, (col) => col.notNull().references('sessions.id'))
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('background', COLUMN.text, (col) => col.notNull())
      .addColumn('source_unit', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('published_at', COLUMN.time)
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('topics_session_position')
      .on('topics')
      .columns(['session_id', 'position'])
      .execute();
    // No foreign key: deleting a topic clears the link in the same transaction (topics/repository.ts).
    await db.schema.alterTable('proposals').addColumn('topic_id', COLUMN.id).execute();
    await db.schema.alterTable('proposals').addColumn('paper_number', COLUMN.text).execute();
    await db.schema.createIndex('proposals_topic').on('proposals').column('topic_id').execute();
    await db.schema.alterTable('proposal_events').addColumn('paper_number', COLUMN.text).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('proposal_events').dropColumn('paper_number').execute();
    await db.schema.dropIndex('proposals_topic').execute();
    await db.schema.alterTable('proposals').dropColumn('paper_number').execute();
    await db.schema.alterTable('proposals').dropColumn('topic_id').execute();
    await db.schema.dropTable('topics').execute();
  },
};
