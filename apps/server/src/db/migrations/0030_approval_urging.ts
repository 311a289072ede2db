import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 28 §2–3. A reply's sign-off inside the unit (签发): who signed it and when (the chain of drafts,
 * returns and reasons is in the event log). Urges (催办): one row per task urged, with who urged and the
 * message; indexed by task (the task shows its urges) and by unit (urges counted per unit).
 * The sign-for warning needs no table: it is a `task_warnings` row of kind `unsigned`.
 */
export const approvalUrging: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('replies')
      .addColumn('unit_approved_by', COLUMN.id, (col) => col.references('users.id'))
      .execute();
    await db.schema.alterTable('replies').addColumn('unit_approved_at', COLUMN.time).execute();
    await db.schema
      .createTable('urges')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('task_id', COLUMN.id, (col) => col.notNull().references('tasks.id'))
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('unit_id', COLUMN.id, (col) => col.notNull().references('units.id'))
      .addColumn('urged_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('message', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('urges_task').on('urges').columns(['task_id', 'created_at']).execute();
    await db.schema.createIndex('urges_unit').on('urges').columns(['unit_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('urges').execute();
    await db.schema.alterTable('replies').dropColumn('unit_approved_at').execute();
    await db.schema.alterTable('replies').dropColumn('unit_approved_by').execute();
  },
};
