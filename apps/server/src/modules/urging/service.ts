import {
  isUrgeable,
  workflowLinks,
  type TaskState,
  type UrgeCounts,
  type UrgeList,
  type UrgeResult,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { urgeBodySchema } from '@cppcc/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso } from '../../db/values';
import { conflict, notFound } from '../../http/errors';
import { addDays } from '../../lib/dates';
import type { Caller } from '../auth/guard';
import { insertSideEvent } from '../proposals/events';
import { isStaff } from '../proposals/repository';
import { isMine, isUnitApprover, loadVisibleTask } from '../tasks/access';
import { sendNotices } from '../tasks/notices';
import { workflowSettingsService } from '../workflow-settings/service';
import {
  insertUrge,
  overdueTargets,
  targetsById,
  unsignedTargets,
  urgeCountsByUnit,
  urgesOfTask,
  type UrgeTarget,
} from './repository';

type UrgeInput = z.output<typeof urgeBodySchema>;

/** The most tasks one rule may urge at once (a chosen list is capped by the schema). */
const RULE_LIMIT = 500;

/**
 * Urging (催办, issue 28 §3): staff urge units on tasks with a message; each urge is a row (the task shows
 * it, the statistics count it per unit), an event in the task's history, and a notice with its SMS to the
 * unit's users — all in one transaction, so an urge exists exactly when its notice does.
 */
export function urgingService(db: Kysely<DB>, options: { now?: () => string } = {}) {
  const clock = options.now ?? nowIso;

  async function targets(input: UrgeInput, now: string): Promise<UrgeTarget[]> {
    if (input.selection === 'overdue') return overdueTargets(db, now, RULE_LIMIT);
    if (input.selection === 'unsigned') {
      const days = input.days ?? (await workflowSettingsService(db).get()).signWarningDays;
      return unsignedTargets(db, addDays(now, -days), RULE_LIMIT);
    }
    const ids = [...new Set(input.taskIds)];
    const found = await targetsById(db, ids);
    if (found.length !== ids.length) throw notFound();
    const finished = found.find((task) => !isUrgeable(task.state as TaskState));
    if (finished)
      throw conflict('urging.taskFinished', { params: { number: finished.proposalNumber ?? '' } });
    return found;
  }

  return {
    async urge(caller: Caller, input: UrgeInput): Promise<UrgeResult> {
      const now = clock();
      const chosen = await targets(input, now);
      await inTransaction(db, async (trx) => {
        for (const task of chosen) {
          await insertUrge(trx, {
            id: newId(),
            taskId: task.id,
            proposalId: task.proposalId,
            unitId: task.unitId,
            urgedBy: caller.id,
            message: input.message,
            createdAt: now,
          });
          await insertSideEvent(
            trx,
            {
              proposalId: task.proposalId,
              taskId: task.id,
              actorId: caller.id,
              action: 'urge',
              state: task.state,
              comment: input.message,
            },
            now,
          );
          await sendNotices(
            trx,
            [
              {
                to: { unitId: task.unitId },
                kind: 'task_urged',
                params: {
                  proposalNumber: task.proposalNumber === null ? '' : String(task.proposalNumber),
                  proposalTitle: task.proposalTitle,
                  unitName: task.unitName,
                  reason: input.message,
                },
                link: workflowLinks.unitTask(task.proposalId),
              },
            ],
            now,
          );
        }
      });
      return { urged: chosen.length, taskIds: chosen.map((task) => task.id) };
    },

    /** A task's urges: for staff and the task's own unit; a partner unit's task is none of its business. */
    async ofTask(taskId: string, caller: Caller): Promise<UrgeList> {
      const task = await loadVisibleTask(db, taskId, caller);
      if (!isStaff(caller) && !isMine(caller, task) && !isUnitApprover(caller, task)) throw notFound();
      const rows = await urgesOfTask(db, task.id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          taskId: row.taskId,
          unit: { id: row.unitId, name: row.unitName },
          by: { id: row.urgedBy, displayName: row.urgedByName },
          message: row.message,
          createdAt: row.createdAt,
        })),
      };
    },

    async counts(sessionId: string | undefined): Promise<UrgeCounts> {
      const rows = await urgeCountsByUnit(db, sessionId);
      return {
        items: rows.map((row) => ({ unit: { id: row.unitId, name: row.unitName }, count: Number(row.n) })),
      };
    },
  };
}
export type UrgingService = ReturnType<typeof urgingService>;
