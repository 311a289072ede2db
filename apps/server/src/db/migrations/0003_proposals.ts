import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { PROPOSAL_SEARCH_EXPRESSION } from '../proposal-search';
import { COLUMN } from '../values';

/**
 * Proposals (issues 5–7, designed whole now): sessions 届次, proposals, signers, unit tasks, replies,
 * countersign opinions, communications, evaluations, supervision, attachments, the event log (the audit
 * trail, never deleted) and the member to-dos. Workflow settings live in the `settings` table under the
 * key `workflow` (no table).
 *
 * Text search: LIKE on SQLite (substring match works for Chinese); on PostgreSQL ILIKE over the same
 * expression, with a pg_trgm GIN index on it when the extension can be created (it needs the right to
 * create extensions; without it the index is skipped and ILIKE scans — correct, only slower).
 */
export const proposals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('term', COLUMN.int, (col) => col.notNull())
      .addColumn('meeting', COLUMN.int, (col) => col.notNull())
      .addColumn('year', COLUMN.int, (col) => col.notNull())
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('submission_opens_at', COLUMN.time)
      .addColumn('submission_closes_at', COLUMN.time)
      .addColumn('plenary_starts_at', COLUMN.time)
      .addColumn('plenary_ends_at', COLUMN.time)
      .addColumn('is_current', COLUMN.bool, (col) => col.notNull())
      // The number the next registered proposal of this session gets (incremented in the registering
      // transaction: UPDATE … SET next_number = next_number + 1 RETURNING).
      .addColumn('next_number', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .addUniqueConstraint('sessions_term_meeting', ['term', 'meeting'])
      .execute();

    await db.schema
      .createTable('proposals')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('session_id', COLUMN.id, (col) => col.notNull().references('sessions.id'))
      .addColumn('number', COLUMN.int)
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('analysis', COLUMN.text, (col) => col.notNull())
      .addColumn('suggestions', COLUMN.text, (col) => col.notNull())
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('collective_body', COLUMN.text)
      .addColumn('category_code', COLUMN.text)
      .addColumn('is_plenary', COLUMN.bool, (col) => col.notNull())
      .addColumn('suggested_unit_ids', COLUMN.json, (col) => col.notNull())
      .addColumn('publicity', COLUMN.text, (col) => col.notNull())
      .addColumn('private_reason', COLUMN.text)
      .addColumn('contact_name', COLUMN.text, (col) => col.notNull())
      .addColumn('contact_phone', COLUMN.text, (col) => col.notNull())
      .addColumn('contact_address', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('is_key', COLUMN.bool, (col) => col.notNull())
      .addColumn('key_leader_id', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('is_excellent', COLUMN.bool, (col) => col.notNull())
      .addColumn('is_rehandling', COLUMN.bool, (col) => col.notNull())
      .addColumn('review_comment', COLUMN.text)
      .addColumn('not_registered_reason', COLUMN.text)
      .addColumn('disposition', COLUMN.text)
      .addColumn('merged_into_id', COLUMN.id, (col) => col.references('proposals.id'))
      .addColumn('handling_mode', COLUMN.text)
      .addColumn('assigned_at', COLUMN.time)
      .addColumn('due_date', COLUMN.time)
      .addColumn('sign_by_date', COLUMN.time)
      .addColumn('first_proposer_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('submitted_at', COLUMN.time)
      .addColumn('registered_at', COLUMN.time)
      .addColumn('closed_at', COLUMN.time)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    // Numbers are unique per session (NULL until registered; NULLs never collide) — the backstop of the
    // counter in sessions.next_number.
    await db.schema
      .createIndex('proposals_session_number')
      .on('proposals')
      .columns(['session_id', 'number'])
      .unique()
      .execute();
    await db.schema
      .createIndex('proposals_session_state_updated')
      .on('proposals')
      .columns(['session_id', 'state', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('proposals_state_updated')
      .on('proposals')
      .columns(['state', 'updated_at'])
      .execute();
    await db.schema.createIndex('proposals_updated').on('proposals').column('updated_at').execute();
    await db.schema.createIndex('proposals_submitted').on('proposals').column('submitted_at').execute();
    await db.schema.createIndex('proposals_number').on('proposals').column('number').execute();
    await db.schema
      .createIndex('proposals_first_proposer')
      .on('proposals')
      .columns(['first_proposer_id', 'updated_at'])
      .execute();
    await db.schema.createIndex('proposals_merged_into').on('proposals').column('merged_into_id').execute();

    await db.schema
      .createTable('proposal_signers')
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('is_first', COLUMN.bool, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('invited_at', COLUMN.time, (col) => col.notNull())
      .addColumn('answered_at', COLUMN.time)
      .addPrimaryKeyConstraint('proposal_signers_pk', ['proposal_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('proposal_signers_user')
      .on('proposal_signers')
      .columns(['user_id', 'proposal_id'])
      .execute();

    await db.schema
      .createTable('tasks')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('unit_id', COLUMN.id, (col) => col.notNull().references('units.id'))
      .addColumn('role', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      // For 'previous' transitions (a refused adjustment goes back to where it was).
      .addColumn('previous_state', COLUMN.text)
      .addColumn('due_date', COLUMN.time)
      .addColumn('adjustment_reason', COLUMN.text)
      .addColumn('adjustment_comment', COLUMN.text)
      .addColumn('extension_reason', COLUMN.text)
      .addColumn('extension_requested_due_date', COLUMN.time)
      .addColumn('rejection_reason', COLUMN.text)
      .addColumn('round', COLUMN.int, (col) => col.notNull())
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('signed_at', COLUMN.time)
      .addColumn('replied_at', COLUMN.time)
      .addColumn('cancelled_at', COLUMN.time)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('tasks_proposal').on('tasks').column('proposal_id').execute();
    await db.schema
      .createIndex('tasks_unit_state')
      .on('tasks')
      .columns(['unit_id', 'state', 'due_date'])
      .execute();

    await db.schema
      .createTable('replies')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('task_id', COLUMN.id, (col) => col.notNull().references('tasks.id'))
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('round', COLUMN.int, (col) => col.notNull())
      .addColumn('doc_number', COLUMN.text, (col) => col.notNull())
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('body', COLUMN.text, (col) => col.notNull())
      .addColumn('result_class', COLUMN.text)
      .addColumn('signing_leader', COLUMN.text, (col) => col.notNull())
      .addColumn('contact_person', COLUMN.text, (col) => col.notNull())
      .addColumn('contact_phone', COLUMN.text, (col) => col.notNull())
      .addColumn('publication', COLUMN.text, (col) => col.notNull())
      .addColumn('document_attachment_id', COLUMN.id)
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('rejection_reason', COLUMN.text)
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('submitted_at', COLUMN.time)
      .addColumn('reviewed_at', COLUMN.time)
      .addColumn('reviewed_by', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('replies_task').on('replies').column('task_id').execute();
    await db.schema.createIndex('replies_proposal').on('replies').columns(['proposal_id', 'state']).execute();

    await db.schema
      .createTable('countersign_opinions')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('reply_id', COLUMN.id, (col) => col.notNull().references('replies.id'))
      .addColumn('task_id', COLUMN.id, (col) => col.notNull().references('tasks.id'))
      .addColumn('unit_id', COLUMN.id, (col) => col.notNull().references('units.id'))
      .addColumn('opinion', COLUMN.text, (col) => col.notNull())
      .addColumn('author_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('countersign_opinions_reply')
      .on('countersign_opinions')
      .column('reply_id')
      .execute();

    await db.schema
      .createTable('communications')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('task_id', COLUMN.id, (col) => col.notNull().references('tasks.id'))
      .addColumn('method', COLUMN.text, (col) => col.notNull())
      .addColumn('date', COLUMN.time, (col) => col.notNull())
      .addColumn('participants', COLUMN.text, (col) => col.notNull())
      .addColumn('notes', COLUMN.text, (col) => col.notNull())
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('communications_task').on('communications').column('task_id').execute();

    await db.schema
      .createTable('evaluations')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('reply_id', COLUMN.id, (col) => col.notNull().references('replies.id'))
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('signer_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('attitude', COLUMN.text, (col) => col.notNull())
      .addColumn('result', COLUMN.text, (col) => col.notNull())
      .addColumn('contacted', COLUMN.bool, (col) => col.notNull())
      .addColumn('comment', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addUniqueConstraint('evaluations_reply_signer', ['reply_id', 'signer_id'])
      .execute();
    await db.schema.createIndex('evaluations_proposal').on('evaluations').column('proposal_id').execute();

    await db.schema
      .createTable('supervisions')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('leader_id', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('method', COLUMN.text, (col) => col.notNull())
      .addColumn('date', COLUMN.time, (col) => col.notNull())
      .addColumn('minutes', COLUMN.text, (col) => col.notNull())
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('supervisions_proposal').on('supervisions').column('proposal_id').execute();

    await db.schema
      .createTable('attachments')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      // proposal | reply | file
      .addColumn('owner_kind', COLUMN.text, (col) => col.notNull())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull())
      .addColumn('file_name', COLUMN.text, (col) => col.notNull())
      .addColumn('content_type', COLUMN.text, (col) => col.notNull())
      .addColumn('size', COLUMN.int, (col) => col.notNull())
      .addColumn('storage_key', COLUMN.text, (col) => col.notNull())
      .addColumn('uploaded_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('attachments_owner')
      .on('attachments')
      .columns(['owner_kind', 'owner_id'])
      .execute();

    await db.schema
      .createTable('proposal_events')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('proposal_id', COLUMN.id, (col) => col.notNull().references('proposals.id'))
      .addColumn('task_id', COLUMN.id, (col) => col.references('tasks.id'))
      .addColumn('actor_id', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('action', COLUMN.text, (col) => col.notNull())
      .addColumn('from_state', COLUMN.text)
      .addColumn('to_state', COLUMN.text)
      .addColumn('comment', COLUMN.text)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('proposal_events_proposal')
      .on('proposal_events')
      .columns(['proposal_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('proposal_events_created')
      .on('proposal_events')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('todos')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('notes', COLUMN.text, (col) => col.notNull())
      .addColumn('start_date', COLUMN.time)
      .addColumn('due_date', COLUMN.time)
      .addColumn('completed', COLUMN.bool, (col) => col.notNull())
      .addColumn('starred', COLUMN.bool, (col) => col.notNull())
      .addColumn('important', COLUMN.bool, (col) => col.notNull())
      .addColumn('deleted', COLUMN.bool, (col) => col.notNull())
      .addColumn('labels', COLUMN.json, (col) => col.notNull())
      .addColumn('proposal_id', COLUMN.id, (col) => col.references('proposals.id'))
      // workflow | own
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      // For workflow to-dos: what is asked (cosign, revise, evaluate), so the workflow completes it.
      .addColumn('action', COLUMN.text)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('todos_user').on('todos').columns(['user_id', 'deleted']).execute();
    await db.schema.createIndex('todos_proposal').on('todos').columns(['proposal_id', 'action']).execute();

    await createSearchIndex(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'todos',
      'proposal_events',
      'attachments',
      'supervisions',
      'evaluations',
      'communications',
      'countersign_opinions',
      'replies',
      'tasks',
      'proposal_signers',
      'proposals',
      'sessions',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/**
 * PostgreSQL only: pg_trgm + a GIN index over the search expression. pg_trgm is a trusted extension, so
 * any role with CREATE on the database may install it; without that right (or without the extension
 * package) the index is skipped — checked first, so no failing statement aborts the migration.
 */
async function createSearchIndex(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return; // SQLite: LIKE scans
  const { rows } = await sql<{ installed: boolean; possible: boolean }>`
    select
      exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE')) as possible`.execute(db);
  const state = rows[0];
  if (!state || (!state.installed && !state.possible)) return;
  if (!state.installed) await sql`create extension if not exists pg_trgm`.execute(db);
  await sql
    .raw(
      `create index proposals_search_trgm on proposals using gin (${PROPOSAL_SEARCH_EXPRESSION} gin_trgm_ops)`,
    )
    .execute(db);
}
