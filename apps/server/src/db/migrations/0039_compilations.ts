import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 29 §3: runs of the session's proposal compilation (提案汇编) — who asked, for which session and
 * edition, the job's state and progress, and the stored files (attachments owned by the run, kind
 * `compilation`, so the uploads' cleanup keeps them). `state` moves queued → running → done | failed; the
 * job claims a queued run with a conditional UPDATE, so two servers never build the same run.
 */
export const compilations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('compilation_runs')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('session_id', COLUMN.id, (col) => col.notNull().references('sessions.id'))
      .addColumn('edition', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('phase', COLUMN.text, (col) => col.notNull())
      .addColumn('done', COLUMN.int, (col) => col.notNull())
      .addColumn('total', COLUMN.int, (col) => col.notNull())
      .addColumn('requested_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('docx_attachment_id', COLUMN.id)
      .addColumn('pdf_attachment_id', COLUMN.id)
      .addColumn('error', COLUMN.text)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('started_at', COLUMN.time)
      .addColumn('finished_at', COLUMN.time)
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('compilation_runs_session')
      .on('compilation_runs')
      .columns(['session_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('compilation_runs_state')
      .on('compilation_runs')
      .columns(['state', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('compilation_runs_requested_by')
      .on('compilation_runs')
      .column('requested_by')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('compilation_runs').execute();
  },
};
