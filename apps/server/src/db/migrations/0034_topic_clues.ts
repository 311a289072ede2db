import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 27: the clues of the clue library a topic of the guide names (相关线索), in the order staff picked
 * them. Deleting a topic deletes its links in the same transaction (topics/repository.ts).
 */
export const topicClues: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('topic_clues')
      .addColumn('topic_id', COLUMN.id, (col) => col.notNull().references('topics.id'))
      .addColumn('clue_id', COLUMN.id, (col) => col.notNull().references('clues.id'))
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addPrimaryKeyConstraint('topic_clues_pk', ['topic_id', 'clue_id'])
      .execute();
    await db.schema.createIndex('topic_clues_clue').on('topic_clues').column('clue_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('topic_clues').execute();
  },
};
