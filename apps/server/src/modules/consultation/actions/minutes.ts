import {
  communicationMethodOf,
  type Consultation,
  type ConsultationFormat,
  type ConsultationMinutesBody,
} from '@cppcc/contracts';
import { inTransaction } from '../../../db/transaction';
import { fromDbBool, newId } from '../../../db/values';
import { conflict, notFound } from '../../../http/errors';
import type { Caller } from '../../auth/guard';
import { findTask } from '../../tasks/repository';
import { insertCommunication } from '../../tasks/lookups-repository';
import { requireUnitClerk } from '../access';
import type { ConsultationEnv } from '../context';
import { meetingTimeText } from '../notices';
import { present } from '../presenter';
import { currentSlots, lockConsultation, updateConsultation } from '../repository';
import { logStep, requireState } from './answer';

/** Task states in which a unit still records communications (tasks/communications.ts says the same). */
const TASK_OPEN_STATES: readonly string[] = [
  'new',
  'accepted',
  'adjust_requested',
  'countersigning',
  'unit_review',
  'pending_review',
];

/**
 * 面商纪要: after the meeting's start the unit records who attended and what was agreed. The minutes are
 * kept on the meeting and become the task's communication record (沟通记录), the one a reply requires.
 */
export async function recordMinutes(
  env: ConsultationEnv,
  id: string,
  caller: Caller,
  body: ConsultationMinutesBody,
): Promise<Consultation> {
  await inTransaction(env.db, async (trx) => {
    const row = await lockConsultation(trx, id);
    if (!row) throw notFound();
    await requireUnitClerk(trx, caller, row);
    requireState(row, 'record_minutes', 'unit');
    if (row.version !== body.version) throw conflict('consultation.changedMeanwhile');
    const now = env.now();
    const slot = (await currentSlots(trx, [row.id])).find((item) => item.id === row.fixedSlotId);
    if (!slot || !row.startsAt) throw conflict('consultation.changedMeanwhile');
    if (now < row.startsAt)
      throw conflict('consultation.beforeMeeting', { params: { time: meetingTimeText(row.startsAt) } });
    const task = await findTask(trx, row.taskId);
    if (!task || !TASK_OPEN_STATES.includes(task.state))
      throw conflict('task.wrongState', {
        params: {
          state: `taskState.${task?.state ?? 'cancelled'}`,
          action: 'consultationAction.record_minutes',
        },
      });
    const communicationId = newId();
    await insertCommunication(trx, {
      id: communicationId,
      taskId: row.taskId,
      method: communicationMethodOf(row.format as ConsultationFormat, fromDbBool(slot.remote)),
      date: row.startsAt,
      participants: body.attendees,
      notes: body.agreed,
      createdBy: caller.id,
      createdAt: now,
    });
    const patch = {
      state: 'minuted',
      minutesAttendees: body.attendees,
      minutesAgreed: body.agreed,
      minutesBy: caller.id,
      minutesAt: now,
      communicationId,
      updatedAt: now,
    };
    if (!(await updateConsultation(trx, row.id, row.version, patch)))
      throw conflict('consultation.changedMeanwhile');
    await logStep(trx, row, caller.id, 'record_minutes', body.attendees, now);
  });
  return present(env, id, caller);
}
