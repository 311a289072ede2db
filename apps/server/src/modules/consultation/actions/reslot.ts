import type { Consultation, ConsultationReslotBody } from '@cppcc/contracts';
import { inTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../http/errors';
import type { Caller } from '../../auth/guard';
import { requireUnitClerk } from '../access';
import { refusePastSlots, slotRows, slotsSummary, type ConsultationEnv } from '../context';
import { meetingPlaceText, meetingTimeText, notifyInvitees } from '../notices';
import { present } from '../presenter';
import { clearAnswers, insertSlots, lockConsultation, updateConsultation } from '../repository';
import { logStep, requireState } from './answer';

/**
 * 重新提供时间: while nothing is fixed the unit offers a new round of slots (after someone asked for
 * another time, or on its own); the earlier answers are cleared and everyone is invited again.
 */
export async function reslotConsultation(
  env: ConsultationEnv,
  id: string,
  caller: Caller,
  body: ConsultationReslotBody,
): Promise<Consultation> {
  await inTransaction(env.db, async (trx) => {
    const row = await lockConsultation(trx, id);
    if (!row) throw notFound();
    await requireUnitClerk(trx, caller, row);
    requireState(row, 'reslot', 'unit');
    if (row.version !== body.version) throw conflict('consultation.changedMeanwhile');
    const now = env.now();
    refusePastSlots(body.slots, now);
    const round = row.round + 1;
    const patch = { state: 'proposed', round, updatedAt: now };
    if (!(await updateConsultation(trx, row.id, row.version, patch)))
      throw conflict('consultation.changedMeanwhile');
    const slots = slotRows(row.id, round, body.slots);
    await insertSlots(trx, slots);
    await clearAnswers(trx, row.id);
    const updated = { ...row, ...patch, version: row.version + 1 };
    await logStep(
      trx,
      updated,
      caller.id,
      'reslot',
      slotsSummary(slots, meetingTimeText, meetingPlaceText),
      now,
    );
    await notifyInvitees(trx, updated, now);
  });
  return present(env, id, caller);
}
