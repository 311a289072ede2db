import {
  CONSULTATION_TASK_STATES,
  consultationEventAction,
  type Consultation,
  type ConsultationCreateBody,
  type ConsultationInviteeRole,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { fromDbBool, newId } from '../../../db/values';
import { conflict, forbidden } from '../../../http/errors';
import type { Caller } from '../../auth/guard';
import { notificationsService } from '../../notifications/service';
import { insertSideEvent } from '../../proposals/events';
import { findProposal, listSigners } from '../../proposals/repository';
import { isMine, loadVisibleTask } from '../../tasks/access';
import { refusePastSlots, slotRows, slotsSummary, type ConsultationEnv } from '../context';
import { meetingPlaceText, meetingTimeText, notifyInvitees } from '../notices';
import { present } from '../presenter';
import {
  insertConsultation,
  insertInvitees,
  insertSlots,
  lockTask,
  openConsultationOfTask,
} from '../repository';

/**
 * Who is invited: the proposers (the 领衔人 first, then the co-signers who accepted); for a key proposal
 * also its supervising leader and the committee staff.
 */
async function invitees(trx: Kysely<DB>, proposalId: string): Promise<[string, ConsultationInviteeRole][]> {
  const proposal = await findProposal(trx, proposalId);
  const signers = await listSigners(trx, proposalId);
  const list: [string, ConsultationInviteeRole][] = [];
  const add = (userId: string, role: ConsultationInviteeRole) => {
    if (!list.some(([known]) => known === userId)) list.push([userId, role]);
  };
  for (const signer of signers.filter((item) => fromDbBool(item.isFirst)))
    add(signer.userId, 'first_proposer');
  for (const signer of signers.filter((item) => !fromDbBool(item.isFirst) && item.state === 'accepted'))
    add(signer.userId, 'proposer');
  if (proposal && fromDbBool(proposal.isKey)) {
    if (proposal.keyLeaderId) add(proposal.keyLeaderId, 'leader');
    for (const id of await notificationsService(trx).staffUserIds(trx)) add(id, 'staff');
  }
  return list;
}

/** 安排面商: the task's unit offers one to three slots; the invitees are told (notice + SMS). */
export async function proposeConsultation(
  env: ConsultationEnv,
  taskId: string,
  caller: Caller,
  body: ConsultationCreateBody,
): Promise<Consultation> {
  const id = await inTransaction(env.db, async (trx) => {
    const task = await loadVisibleTask(trx, taskId, caller);
    if (!isMine(caller, task)) throw forbidden('task.notMine');
    if (!(CONSULTATION_TASK_STATES as readonly string[]).includes(task.state))
      throw conflict('consultation.taskNotOpen', { params: { state: `taskState.${task.state}` } });
    await lockTask(trx, task.id);
    if (await openConsultationOfTask(trx, task.id)) throw conflict('consultation.openExists');
    const now = env.now();
    refusePastSlots(body.slots, now);
    const people = await invitees(trx, task.proposalId);
    if (!people.some(([, role]) => role === 'first_proposer')) throw conflict('consultation.noProposers');
    const consultationId = newId();
    const row = {
      id: consultationId,
      taskId: task.id,
      proposalId: task.proposalId,
      unitId: task.unitId,
      format: body.format,
      state: 'proposed',
      round: 1,
      version: 1,
      fixedSlotId: null,
      startsAt: null,
      remindedAt: null,
      minutesAttendees: null,
      minutesAgreed: null,
      minutesBy: null,
      minutesAt: null,
      communicationId: null,
      createdBy: caller.id,
      createdAt: now,
      updatedAt: now,
    };
    await insertConsultation(trx, row);
    const slots = slotRows(consultationId, 1, body.slots);
    await insertSlots(trx, slots);
    await insertInvitees(
      trx,
      people.map(([userId, role], index) => ({
        consultationId,
        userId,
        role,
        position: index + 1,
        answer: null,
        slotId: null,
        note: null,
        answeredAt: null,
      })),
    );
    await insertSideEvent(
      trx,
      {
        proposalId: task.proposalId,
        taskId: task.id,
        actorId: caller.id,
        action: consultationEventAction('propose'),
        state: task.state,
        comment: slotsSummary(slots, meetingTimeText, meetingPlaceText),
      },
      now,
    );
    await notifyInvitees(trx, row, now);
    return consultationId;
  });
  return present(env, id, caller);
}
