import type {
  Consultation,
  ConsultationAnswer,
  ConsultationFormat,
  ConsultationInviteeRole,
  ConsultationState,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool } from '../../db/values';
import type { Caller } from '../auth/guard';
import { allowedActionsOf, mayRead } from './access';
import type { ConsultationEnv } from './context';
import {
  currentSlots,
  displayNames,
  findConsultation,
  inviteesWithNames,
  proposalHeadings,
  unitNamesOf,
  type ConsultationRow,
} from './repository';

const unique = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/**
 * Rows → the API's meetings as the caller may see them (a meeting they may not read is left out), each
 * with its current slots, invitees and what the caller may do now. Reads in batches, not per meeting.
 */
export async function presentConsultations(
  db: Kysely<DB>,
  rows: readonly ConsultationRow[],
  caller: Caller,
  now: string,
): Promise<Consultation[]> {
  const ids = rows.map((row) => row.id);
  const [slots, invitees, people, units, proposals] = await Promise.all([
    currentSlots(db, ids),
    inviteesWithNames(db, ids),
    displayNames(db, unique(rows.flatMap((row) => [row.createdBy, row.minutesBy]))),
    unitNamesOf(db, unique(rows.map((row) => row.unitId))),
    proposalHeadings(db, unique(rows.map((row) => row.proposalId))),
  ]);
  const person = (id: string) => ({ id, displayName: people.find((p) => p.id === id)?.displayName ?? '' });
  const result: Consultation[] = [];
  for (const row of rows) {
    const own = invitees.filter((invitee) => invitee.consultationId === row.id);
    const mine = own.find((invitee) => invitee.userId === caller.id);
    if (!mayRead(caller, row, mine)) continue;
    const proposal = proposals.find((item) => item.id === row.proposalId);
    result.push({
      id: row.id,
      taskId: row.taskId,
      proposal: {
        id: row.proposalId,
        number: proposal?.number ?? null,
        title: proposal?.title ?? '',
        isKey: fromDbBool(proposal?.isKey),
      },
      unit: { id: row.unitId, name: units.find((unit) => unit.id === row.unitId)?.name ?? '' },
      format: row.format as ConsultationFormat,
      state: row.state as ConsultationState,
      version: row.version,
      slots: slots
        .filter((slot) => slot.consultationId === row.id)
        .map((slot) => ({
          id: slot.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          remote: fromDbBool(slot.remote),
          place: slot.place,
          agenda: slot.agenda,
        })),
      fixedSlotId: row.fixedSlotId,
      invitees: own.map((invitee) => ({
        person: { id: invitee.userId, displayName: invitee.displayName },
        role: invitee.role as ConsultationInviteeRole,
        answer: invitee.answer as ConsultationAnswer | null,
        slotId: invitee.slotId,
        note: invitee.note,
        answeredAt: invitee.answeredAt,
      })),
      minutes:
        row.minutesAt && row.minutesBy
          ? {
              attendees: row.minutesAttendees ?? '',
              agreed: row.minutesAgreed ?? '',
              recordedBy: person(row.minutesBy),
              recordedAt: row.minutesAt,
            }
          : null,
      createdBy: person(row.createdBy),
      createdAt: row.createdAt,
      allowedActions: allowedActionsOf(caller, row, mine, now),
    });
  }
  return result;
}

/** One meeting as the caller sees it, right after a step (the caller may always read what they did). */
export async function present(env: ConsultationEnv, id: string, caller: Caller): Promise<Consultation> {
  const row = await findConsultation(env.db, id);
  const [item] = row ? await presentConsultations(env.db, [row], caller, env.now()) : [];
  if (!item) throw new Error(`consultation ${id} vanished`);
  return item;
}
