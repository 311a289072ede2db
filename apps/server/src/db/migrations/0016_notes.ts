import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The notes app (issue 16): each user's notes (checklist and label ids as JSON text: a note is always read
 * and written whole) and labels. `reminder_notified_at` records that the due reminder's notification was
 * made: the scheduler claims it with a conditional UPDATE, so each reminder notifies once, whatever the
 * number of servers or restarts; changing the reminder clears it.
 */
export const notes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notes')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('description', COLUMN.text, (col) => col.notNull())
      .addColumn('image', COLUMN.text, (col) => col.notNull())
      .addColumn('checklist', COLUMN.json, (col) => col.notNull())
      .addColumn('reminder', COLUMN.time)
      .addColumn('reminder_notified_at', COLUMN.time)
      .addColumn('labels', COLUMN.json, (col) => col.notNull())
      .addColumn('archived', COLUMN.bool, (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('notes_owner').on('notes').columns(['owner_id', 'created_at']).execute();
    await db.schema
      .createIndex('notes_reminder_due')
      .on('notes')
      .columns(['reminder_notified_at', 'reminder'])
      .execute();

    await db.schema
      .createTable('note_labels')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('note_labels_owner').on('note_labels').columns(['owner_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['note_labels', 'notes']) await db.schema.dropTable(table).execute();
  },
};
