import { REGISTERED_STATES, type CompilationEdition } from '@cppcc/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CompilationRunsTable } from '../../db/schema-compilations';

/** SQL of the compilation (提案汇编, issue 29 §3): its runs and what the document reads. */

export type CompilationRunRow = Selectable<CompilationRunsTable>;

function runColumns(db: Kysely<DB>) {
  return db
    .selectFrom('compilationRuns')
    .innerJoin('sessions', 'sessions.id', 'compilationRuns.sessionId')
    .innerJoin('users', 'users.id', 'compilationRuns.requestedBy')
    .leftJoin('attachments as docx', 'docx.id', 'compilationRuns.docxAttachmentId')
    .leftJoin('attachments as pdf', 'pdf.id', 'compilationRuns.pdfAttachmentId')
    .selectAll('compilationRuns')
    .select([
      'sessions.name as sessionName',
      'users.displayName as requesterName',
      'docx.fileName as docxName',
      'docx.size as docxSize',
      'pdf.fileName as pdfName',
      'pdf.size as pdfSize',
    ]);
}
export type CompilationRunView = Awaited<
  ReturnType<ReturnType<typeof runColumns>['executeTakeFirstOrThrow']>
>;

export const insertRun = (db: Kysely<DB>, row: Insertable<CompilationRunsTable>) =>
  db.insertInto('compilationRuns').values(row).execute();

export const findRun = (db: Kysely<DB>, id: string) =>
  runColumns(db).where('compilationRuns.id', '=', id).executeTakeFirst();

/** The runs, newest first (of one session when given). */
export function listRuns(db: Kysely<DB>, sessionId: string | undefined, limit: number) {
  let query = runColumns(db);
  if (sessionId) query = query.where('compilationRuns.sessionId', '=', sessionId);
  return query
    .orderBy('compilationRuns.createdAt', 'desc')
    .orderBy('compilationRuns.id', 'desc')
    .limit(limit)
    .execute();
}

/** A queued or running run of this session and edition, if any. */
export const activeRun = (db: Kysely<DB>, sessionId: string, edition: CompilationEdition) =>
  db
    .selectFrom('compilationRuns')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('edition', '=', edition)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();

/** Queued runs, the oldest first. */
export const queuedRunIds = (db: Kysely<DB>) =>
  db
    .selectFrom('compilationRuns')
    .select('id')
    .where('state', '=', 'queued')
    .orderBy('createdAt')
    .execute()
    .then((rows) => rows.map((row) => row.id));

/** Claims a queued run for this server: true when this call moved it to running (only one call does). */
export async function claimRun(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('compilationRuns')
    .set({ state: 'running', phase: 'reading', startedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes a running run (progress, files, its end); a run no longer running is left alone. */
export const updateRunning = (db: Kysely<DB>, id: string, patch: Updateable<CompilationRunsTable>) =>
  db
    .updateTable('compilationRuns')
    .set(patch)
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) === 1);

/** Runs left running by a server that stopped (no progress since `before`): failed, so they can be rebuilt. */
export const failStaleRuns = (db: Kysely<DB>, before: string, now: string) =>
  db
    .updateTable('compilationRuns')
    .set({ state: 'failed', error: 'compilation.interrupted', finishedAt: now, updatedAt: now })
    .where('state', '=', 'running')
    .where('updatedAt', '<', before)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows));

// --- the document's content ---------------------------------------------------------------------

/** The registered proposals the edition holds, in number order: ids only (read in batches after). */
export async function compiledProposalIds(
  db: Kysely<DB>,
  sessionId: string,
  edition: CompilationEdition,
): Promise<string[]> {
  let query = db
    .selectFrom('proposals')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('state', 'in', [...REGISTERED_STATES]);
  if (edition === 'public') query = query.where('publicity', '=', 'public');
  const rows = await query.orderBy('number').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export const proposalsByIds = (db: Kysely<DB>, ids: readonly string[]) =>
  db
    .selectFrom('proposals')
    .select([
      'id',
      'number',
      'title',
      'analysis',
      'suggestions',
      'kind',
      'collectiveBody',
      'categoryCode',
      'state',
      'isKey',
      'isExcellent',
      'firstProposerId',
    ])
    .where('id', 'in', [...ids])
    .execute();

/** The proposers (first, then the co-signers who accepted) with their names. */
export const signersOf = (db: Kysely<DB>, ids: readonly string[]) =>
  db
    .selectFrom('proposalSigners')
    .innerJoin('users', 'users.id', 'proposalSigners.userId')
    .select(['proposalSigners.proposalId', 'proposalSigners.isFirst', 'users.displayName'])
    .where('proposalSigners.proposalId', 'in', [...ids])
    .where((eb) =>
      eb.or([eb('proposalSigners.isFirst', '=', 1), eb('proposalSigners.state', '=', 'accepted')]),
    )
    .orderBy('proposalSigners.isFirst', 'desc')
    .orderBy('proposalSigners.invitedAt')
    .execute();

/** The handling units (not cancelled) of the proposals: lead, co and separate, each round. */
export const unitsOf = (db: Kysely<DB>, ids: readonly string[]) =>
  db
    .selectFrom('tasks')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select(['tasks.proposalId', 'tasks.role', 'tasks.round', 'units.name'])
    .where('tasks.proposalId', 'in', [...ids])
    .where('tasks.state', '!=', 'cancelled')
    .orderBy('tasks.round')
    .orderBy('tasks.createdAt')
    .execute();

/**
 * The approved replies of the proposals with their unit. The public edition takes the same rule as the
 * public replies page (oversight/repository.ts): marked 全文公开 or 摘要公开, on a public proposal.
 */
export function repliesOf(db: Kysely<DB>, ids: readonly string[], edition: CompilationEdition) {
  let query = db
    .selectFrom('replies')
    .innerJoin('tasks', 'tasks.id', 'replies.taskId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .innerJoin('proposals', 'proposals.id', 'replies.proposalId')
    .select([
      'replies.id',
      'replies.proposalId',
      'replies.round',
      'replies.title',
      'replies.body',
      'replies.resultClass',
      'replies.publication',
      'replies.reviewedAt',
      'tasks.role',
      'units.name as unitName',
    ])
    .where('replies.proposalId', 'in', [...ids])
    .where('replies.state', '=', 'approved');
  if (edition === 'public')
    query = query
      .where('replies.publication', 'in', ['full', 'summary'])
      .where('proposals.publicity', '=', 'public');
  return query.orderBy('replies.round').orderBy('replies.reviewedAt').orderBy('replies.id').execute();
}
