import { workflowLinks, type NotificationKind } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TaskWarningKind } from '../../db/schema-notifications';
import { inTransaction } from '../../db/transaction';
import { notificationsService } from '../notifications/service';
import { addDays, isoDay } from '../../lib/dates';
import { workflowSettingsService } from '../workflow-settings/service';
import { claimWarning, warningCandidates, type WarningCandidate } from './repository';

export interface WarningsResult {
  dueSoon: number;
  overdue: number;
}

const BATCH_SIZE = 200;
const MAX_BATCHES = 25;

/** The due-date warnings of this job; the others (unsigned.ts, …) are raised by their own. */
type DueWarningKind = Extract<TaskWarningKind, 'due_soon' | 'overdue'>;

const NOTIFICATION_OF: Record<DueWarningKind, NotificationKind> = {
  due_soon: 'task_due_soon',
  overdue: 'task_overdue',
};

/**
 * Claims one warning and, only if this call inserted it, notifies — in one transaction, so a warning
 * is recorded exactly when its notifications are. Several servers running the job race on the primary
 * key of task_warnings: the losers' inserts do nothing (PostgreSQL makes them wait for the winner's
 * commit first), so each warning is raised once.
 */
async function raise(
  db: Kysely<DB>,
  task: WarningCandidate,
  kind: DueWarningKind,
  now: string,
): Promise<boolean> {
  const dueDate = task.dueDate;
  if (dueDate === null) return false;
  return inTransaction(db, async (trx) => {
    if (!(await claimWarning(trx, { taskId: task.id, kind, dueDate, createdAt: now }))) return false;
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
      const found = await warningCandidates(db, kind, { now, soon }, BATCH_SIZE);
      for (const task of found) {
        if (await raise(db, task, kind, now)) result[kind === 'overdue' ? 'overdue' : 'dueSoon'] += 1;
      }
      if (found.length < BATCH_SIZE) break;
    }
  }
  return result;
}
