import { workflowLinks, type NotificationKind } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TaskWarningKind } from '../../db/schema-notifications';
import { inTransaction } from '../../db/transaction';
import { notificationsService } from '../notifications/service';
import { addDays, isoDay } from '../../lib/dates';
import { ACTIVE_TASK_STATES } from '../tasks/repository';
import { workflowSettingsService } from '../workflow-settings/service';

export interface WarningsResult {
  dueSoon: number;
  overdue: number;
}

interface Candidate {
  id: string;
  proposalId: string;
  unitId: string;
  dueDate: string | null;
  proposalNumber: number | null;
  proposalTitle: string;
  unitName: string;
}

const BATCH_SIZE = 200;
const MAX_BATCHES = 25;

const NOTIFICATION_OF: Record<TaskWarningKind, NotificationKind> = {
  due_soon: 'task_due_soon',
  overdue: 'task_overdue',
};

/**
 * Active tasks (still to be handled) of one warning window that were not yet warned about for their
 * current due date: overdue = due before `now`; due soon = due within the warning period
 * (workflow setting `overdueWarningDays`).
 */
function candidates(db: Kysely<DB>, kind: TaskWarningKind, now: string, soon: string): Promise<Candidate[]> {
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
      ? query.where('tasks.dueDate', '<', now)
      : query.where('tasks.dueDate', '>=', now).where('tasks.dueDate', '<=', soon);
  return query.orderBy('tasks.dueDate').orderBy('tasks.id').limit(BATCH_SIZE).execute();
}

/**
 * Claims one warning and, only if this call inserted it, notifies — in one transaction, so a warning
 * is recorded exactly when its notifications are. Several servers running the job race on the primary
 * key of task_warnings: the losers' inserts do nothing (PostgreSQL makes them wait for the winner's
 * commit first), so each warning is raised once.
 */
async function raise(db: Kysely<DB>, task: Candidate, kind: TaskWarningKind, now: string): Promise<boolean> {
  const dueDate = task.dueDate;
  if (dueDate === null) return false;
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('taskWarnings')
      .values({ taskId: task.id, kind, dueDate, createdAt: now })
      .onConflict((oc) => oc.columns(['taskId', 'kind', 'dueDate']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const notifications = notificationsService(trx);
    const params = {
      proposalNumber: task.proposalNumber === null ? '' : String(task.proposalNumber),
      proposalTitle: task.proposalTitle,
      unitName: task.unitName,
      dueDate: isoDay(dueDate),
    };
    const notificationKind = NOTIFICATION_OF[kind];
    await notifications.notify(trx, {
      userIds: await notifications.usersOfUnit(trx, task.unitId),
      kind: notificationKind,
      params,
      link: workflowLinks.unitTask(task.proposalId),
    });
    // Past due is the staff's business too (their overdue list); due soon is the unit's alone.
    if (kind === 'overdue')
      await notifications.notify(trx, {
        userIds: await notifications.staffUserIds(trx),
        kind: notificationKind,
        params,
        link: workflowLinks.staffTask(task.id),
      });
    return true;
  });
}

/** Job 1: raises every due overdue / due-soon warning not raised yet. */
export async function raiseOverdueWarnings(db: Kysely<DB>, at: Date = new Date()): Promise<WarningsResult> {
  const now = at.toISOString();
  const { overdueWarningDays } = await workflowSettingsService(db).get();
  const soon = addDays(now, overdueWarningDays);
  const result: WarningsResult = { dueSoon: 0, overdue: 0 };
  for (const kind of ['overdue', 'due_soon'] as const) {
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const found = await candidates(db, kind, now, soon);
      for (const task of found) {
        if (await raise(db, task, kind, now)) result[kind === 'overdue' ? 'overdue' : 'dueSoon'] += 1;
      }
      if (found.length < BATCH_SIZE) break;
    }
  }
  return result;
}
