import {
  checkTransition,
  consultationEventAction,
  consultationMachine,
  type Consultation,
  type ConsultationAction,
  type ConsultationAnswerBody,
  type ConsultationState,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { conflict, invalidFields, notFound } from '../../../http/errors';
import type { Caller } from '../../auth/guard';
import { insertSideEvent } from '../../proposals/events';
import { findTask } from '../../tasks/repository';
import { inviteeOrRefuse } from '../access';
import type { ConsultationEnv } from '../context';
import { meetingPlaceText, meetingTimeText, notifyParticipants, notifyUnit } from '../notices';
import { present } from '../presenter';
import {
  currentSlots,
  displayNames,
  lockConsultation,
  recordAnswer,
  updateConsultation,
  type ConsultationRow,
  type SlotRow,
} from '../repository';

/** 409 unless the machine lets `action` happen in the meeting's state. */
export function requireState(
  row: ConsultationRow,
  action: ConsultationAction,
  actor: 'unit' | 'invitee' | 'system',
) {
  const check = checkTransition(consultationMachine, row.state as ConsultationState, action, [actor]);
  if (!check.ok)
    throw conflict('consultation.wrongState', {
      params: { state: `consultationState.${row.state}`, action: `consultationAction.${action}` },
    });
}

export async function logStep(
  trx: Kysely<DB>,
  row: ConsultationRow,
  actorId: string | null,
  action: ConsultationAction,
  comment: string | null,
  now: string,
): Promise<void> {
  const task = await findTask(trx, row.taskId);
  await insertSideEvent(
    trx,
    {
      proposalId: row.proposalId,
      taskId: row.taskId,
      actorId,
      action: consultationEventAction(action),
      state: task?.state ?? 'accepted',
      comment,
    },
    now,
  );
}

/** `fix`, the system's step on the first proposer's acceptance: the meeting has its time; all are told. */
async function fix(trx: Kysely<DB>, row: ConsultationRow, slot: SlotRow, now: string): Promise<void> {
  requireState(row, 'fix', 'system');
  const patch = { state: 'fixed', fixedSlotId: slot.id, startsAt: slot.startsAt, updatedAt: now };
  if (!(await updateConsultation(trx, row.id, row.version, patch)))
    throw conflict('consultation.changedMeanwhile');
  const fixed = { ...row, ...patch, version: row.version + 1 };
  await logStep(trx, fixed, null, 'fix', `${meetingTimeText(slot.startsAt)} ${meetingPlaceText(slot)}`, now);
  await notifyParticipants(trx, fixed, slot, 'consultation_fixed', now);
}

/**
 * An invitee's answer, once per round and only while nothing is fixed: a slot taken (the first
 * proposer's fixes the meeting) or another time asked for, with a note (the unit is told).
 */
export async function answerConsultation(
  env: ConsultationEnv,
  id: string,
  caller: Caller,
  body: ConsultationAnswerBody,
): Promise<Consultation> {
  await inTransaction(env.db, async (trx) => {
    const row = await lockConsultation(trx, id);
    if (!row) throw notFound();
    const invitee = await inviteeOrRefuse(trx, caller, row);
    requireState(row, body.action, 'invitee');
    if (invitee.answer !== null) throw conflict('consultation.alreadyAnswered');
    const now = env.now();
    if (body.action === 'accept') {
      const slot = (await currentSlots(trx, [row.id])).find((item) => item.id === body.slotId);
      if (!slot) throw invalidFields({ slotId: 'consultation.slotUnknown' });
      const answer = { answer: 'accepted', slotId: slot.id, note: null, answeredAt: now };
      if (!(await recordAnswer(trx, row.id, caller.id, answer)))
        throw conflict('consultation.alreadyAnswered');
      await logStep(
        trx,
        row,
        caller.id,
        'accept',
        `${meetingTimeText(slot.startsAt)} ${meetingPlaceText(slot)}`,
        now,
      );
      if (invitee.role === 'first_proposer') await fix(trx, row, slot, now);
      return;
    }
    const answer = { answer: 'another', slotId: null, note: body.note, answeredAt: now };
    if (!(await recordAnswer(trx, row.id, caller.id, answer))) throw conflict('consultation.alreadyAnswered');
    if (row.state !== 'another_requested') {
      const patch = { state: 'another_requested', updatedAt: now };
      if (!(await updateConsultation(trx, row.id, row.version, patch)))
        throw conflict('consultation.changedMeanwhile');
    }
    await logStep(trx, row, caller.id, 'ask_another', body.note, now);
    const [name] = await displayNames(trx, [caller.id]);
    await notifyUnit(
      trx,
      row,
      'consultation_another_asked',
      { personName: name?.displayName ?? '', reason: body.note },
      now,
    );
  });
  return present(env, id, caller);
}
