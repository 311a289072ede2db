import { workflowLinks, type ConsultationFigures } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { addDays, addWorkingDays, isoDay } from '../../lib/dates';
import type { Caller } from '../auth/guard';
import { claimWarning } from '../scheduler/repository';
import { sendNotices } from '../tasks/notices';
import { workflowSettingsService } from '../workflow-settings/service';
import { periodTasks, unitStateCounts, type PeriodTask } from './deadline-repository';

const BATCH_SIZE = 200;
const MAX_BATCHES = 25;

/** The last moment of a task's consultation period: N working days after its assignment. */
export const consultationDeadline = (task: Pick<PeriodTask, 'createdAt'>, workingDays: number) =>
  addWorkingDays(task.createdAt, workingDays);

/** Consulted in time: a meeting with a time at or before the period's end. */
const consultedBy = (task: PeriodTask, deadline: string) =>
  task.firstMeeting !== null && task.firstMeeting <= deadline;

/**
 * With the setting on, a replying task whose consultation period ran out without a meeting is warned
 * about once, like the due-date warnings (a `task_warnings` row of kind `consultation`, claimed in the
 * transaction of its notices): to the unit, and to the staff, whose business a late unit is.
 */
export async function raiseConsultationWarnings(db: Kysely<DB>, at: Date = new Date()): Promise<number> {
  const { consultationWorkingDays: days } = await workflowSettingsService(db).get();
  if (days === null) return 0;
  const now = at.toISOString();
  // N working days are at least N calendar days: every task assigned later is still inside its period.
  const assignedBy = addDays(now, -days);
  let raised = 0;
  // Warned tasks leave the candidates; the ones passed over stay, so the next page starts after them.
  let passedOver = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const found = await periodTasks(db, { assignedBy, unwarned: true }, BATCH_SIZE, passedOver);
    for (const task of found) {
      const deadline = consultationDeadline(task, days);
      if (deadline >= now || consultedBy(task, deadline)) {
        passedOver += 1;
        continue;
      }
      const warned = await inTransaction(db, async (trx) => {
        const claim = { taskId: task.id, kind: 'consultation' as const, dueDate: deadline, createdAt: now };
        if (!(await claimWarning(trx, claim))) return false;
        const params = {
          proposalNumber: task.proposalNumber === null ? '' : String(task.proposalNumber),
          proposalTitle: task.proposalTitle,
          unitName: task.unitName,
          dueDate: isoDay(deadline),
        };
        await sendNotices(
          trx,
          [
            {
              to: { unitId: task.unitId },
              kind: 'consultation_overdue',
              params,
              link: workflowLinks.unitTask(task.proposalId),
            },
            {
              to: { staff: true },
              kind: 'consultation_overdue',
              params,
              link: workflowLinks.staffTask(task.id),
            },
          ],
          now,
        );
        return true;
      });
      if (warned) raised += 1;
    }
    if (found.length < BATCH_SIZE) break;
  }
  return raised;
}

/** The caller's unit's figures: its meetings by state, and its open tasks due or overdue for one. */
export async function unitFigures(
  db: Kysely<DB>,
  caller: Caller,
  at: Date = new Date(),
): Promise<ConsultationFigures> {
  const figures: ConsultationFigures = {
    workingDays: null,
    arranged: 0,
    fixed: 0,
    minuted: 0,
    due: 0,
    overdue: 0,
  };
  if (!caller.unitId) return figures;
  const [{ consultationWorkingDays: days }, counts] = await Promise.all([
    workflowSettingsService(db).get(),
    unitStateCounts(db, caller.unitId),
  ]);
  const count = (state: string) => Number(counts.find((row) => row.state === state)?.n ?? 0);
  figures.arranged = counts.reduce((sum, row) => sum + Number(row.n), 0);
  figures.fixed = count('fixed');
  figures.minuted = count('minuted');
  figures.workingDays = days;
  if (days === null) return figures;
  const now = at.toISOString();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const found = await periodTasks(db, { unitId: caller.unitId }, BATCH_SIZE, batch * BATCH_SIZE);
    for (const task of found) {
      const deadline = consultationDeadline(task, days);
      if (consultedBy(task, deadline)) continue;
      if (deadline < now) figures.overdue += 1;
      else if (task.firstMeeting === null) figures.due += 1;
    }
    if (found.length < BATCH_SIZE) break;
  }
  return figures;
}
