import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 28 §1: consultation meetings (面商) a unit arranges with a proposal's proposers — the offered
 * slots of the current round, the invitees and their answers, and the minutes (kept on the meeting and
 * as the task's communication record). `starts_at` copies the fixed slot's start for the calendar and
 * the reminder job; `reminded_at` is the reminder's claim (set once, in the transaction that notifies).
 */
export const consultations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consultations')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('task_id', COLUMN.id, (col) => col.notNull().references('tasks.id'))
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('unit_id', COLUMN.id, (col) => col.notNull().references('units.id'))
      .addColumn('format', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('round', COLUMN.int, (col) => col.notNull())
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('fixed_slot_id', COLUMN.id)
      .addColumn('starts_at', COLUMN.time)
      .addColumn('reminded_at', COLUMN.time)
      .addColumn('minutes_attendees', COLUMN.text)
      .addColumn('minutes_agreed', COLUMN.text)
      .addColumn('minutes_by', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('minutes_at', COLUMN.time)
      .addColumn('communication_id', COLUMN.id)
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('consultations_task').on('consultations').column('task_id').execute();
    await db.schema.createIndex('consultations_proposal').on('consultations').column('proposal_id').execute();
    await db.schema
      .createIndex('consultations_unit_state')
      .on('consultations')
      .columns(['unit_id', 'state'])
      .execute();
    await db.schema
      .createIndex('consultations_state_starts')
      .on('consultations')
      .columns(['state', 'starts_at'])
      .execute();

    await db.schema
      .createTable('consultation_slots')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('consultation_id', COLUMN.id, (col) => col.notNull().references('consultations.id'))
      .addColumn('round', COLUMN.int, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('starts_at', COLUMN.time, (col) => col.notNull())
      .addColumn('ends_at', COLUMN.time, (col) => col.notNull())
      .addColumn('remote', COLUMN.bool, (col) => col.notNull())
      .addColumn('place', COLUMN.text, (col) => col.notNull())
      .addColumn('agenda', COLUMN.text, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('consultation_slots_round')
      .on('consultation_slots')
      .columns(['consultation_id', 'round', 'position'])
      .execute();

    await db.schema
      .createTable('consultation_invitees')
      .addColumn('consultation_id', COLUMN.id, (col) => col.notNull().references('consultations.id'))
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('role', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('answer', COLUMN.text)
      .addColumn('slot_id', COLUMN.id)
      .addColumn('note', COLUMN.text)
      .addColumn('answered_at', COLUMN.time)
      .addPrimaryKeyConstraint('consultation_invitees_pk', ['consultation_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('consultation_invitees_user')
      .on('consultation_invitees')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('consultation_invitees').execute();
    await db.schema.dropTable('consultation_slots').execute();
    await db.schema.dropTable('consultations').execute();
  },
};
