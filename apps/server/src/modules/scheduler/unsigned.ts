import { workflowLinks } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { addDays, isoDay } from '../../lib/dates';
import { notificationsService } from '../notifications/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { claimWarning } from './repository';
import { unsignedCandidates } from './unsigned-repository';

const BATCH_SIZE = 200;
const MAX_BATCHES = 25;

/**
 * 催办's warning of late 签收 (issue 28 §3), apart from the due-date warnings: a task not signed for
 * `signWarningDays` after its assignment is warned about once — to the unit, and to the staff, whose
 * business a late unit is. Claimed like the due-date warnings (a `task_warnings` row in the same
 * transaction as the notices), so several servers warn once.
 */
export async function raiseUnsignedWarnings(db: Kysely<DB>, at: Date = new Date()): Promise<number> {
  const now = at.toISOString();
  const { signWarningDays } = await workflowSettingsService(db).get();
  const assignedBy = addDays(now, -signWarningDays);
  let raised = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const found = await unsignedCandidates(db, assignedBy, BATCH_SIZE);
    for (const task of found) {
      const warned = await inTransaction(db, async (trx) => {
        const claim = { taskId: task.id, kind: 'unsigned' as const, dueDate: task.createdAt, createdAt: now };
        if (!(await claimWarning(trx, claim))) return false;
        const notifications = notificationsService(trx);
        const params = {
          proposalNumber: task.proposalNumber === null ? '' : String(task.proposalNumber),
          proposalTitle: task.proposalTitle,
          unitName: task.unitName,
          dueDate: isoDay(task.createdAt),
        };
        await notifications.notify(trx, {
          userIds: await notifications.usersOfUnit(trx, task.unitId),
          kind: 'task_unsigned',
          params,
          link: workflowLinks.unitTask(task.proposalId),
          now,
        });
        await notifications.notify(trx, {
          userIds: await notifications.staffUserIds(trx),
          kind: 'task_unsigned',
          params,
          link: workflowLinks.staffTask(task.id),
          now,
        });
        return true;
      });
      if (warned) raised += 1;
    }
    if (found.length < BATCH_SIZE) break;
  }
  return raised;
}
