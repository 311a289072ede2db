import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TaskWarningKind } from '../../db/schema-notifications';
import { ACTIVE_TASK_STATES } from '../tasks/repository';

/** SQL of the timed jobs: what time has made due, and the warnings already raised. */

/** Co-sign rounds whose sign-by date has passed. */
export function dueCosignRounds(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('proposals')
    .select(['id', 'version'])
    .where('state', '=', 'cosigning')
    .where('signByDate', '<=', now)
    .limit(limit)
    .execute();
}

export function repliedProposals(db: Kysely<DB>, limit: number) {
  return db.selectFrom('proposals').selectAll().where('state', '=', 'replied').limit(limit).execute();
}

export interface WarningCandidate {
  id: string;
  proposalId: string;
  unitId: string;
  dueDate: string | null;
  proposalNumber: number | null;
  proposalTitle: string;
  unitName: string;
}

/**
 * Active tasks (still to be handled) of one warning window that were not yet warned about for their
 * current due date: overdue = due before `now`; due soon = due between `now` and `soon`.
 */
export function warningCandidates(
  db: Kysely<DB>,
  kind: TaskWarningKind,
  window: { now: string; soon: string },
  limit: number,
): Promise<WarningCandidate[]> {
  let query = db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select([
      'tasks.id',
      'tasks.proposalId',
      'tasks.unitId',
      'tasks.dueDate',
      'proposals.number as proposalNumber',
      'proposals.title as proposalTitle',
      'units.name as unitName',
    ])
    .where('tasks.state', 'in', ACTIVE_TASK_STATES)
    .where('tasks.dueDate', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('taskWarnings')
            .select('taskWarnings.taskId')
            .whereRef('taskWarnings.taskId', '=', 'tasks.id')
            .whereRef('taskWarnings.dueDate', '=', 'tasks.dueDate')
            .where('taskWarnings.kind', '=', kind),
        ),
      ),
    );
  query =
    kind === 'overdue'
      ? query.where('tasks.dueDate', '<', window.now)
      : query.where('tasks.dueDate', '>=', window.now).where('tasks.dueDate', '<=', window.soon);
  return query.orderBy('tasks.dueDate').orderBy('tasks.id').limit(limit).execute();
}

/**
 * Records one warning unless it is there already; true when this call inserted it. Concurrent callers
 * race on the primary key: the losers' inserts do nothing.
 */
export async function claimWarning(
  db: Kysely<DB>,
  warning: { taskId: string; kind: TaskWarningKind; dueDate: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('taskWarnings')
    .values(warning)
    .onConflict((oc) => oc.columns(['taskId', 'kind', 'dueDate']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
