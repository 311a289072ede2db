import type { ConsultationSlotInput } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/values';
import type { DB } from '../../db/schema';
import { newId, toDbBool } from '../../db/values';
import { invalidFields } from '../../http/errors';
import type { SlotRow } from './repository';

/** What every consultation step runs with: the database (or the caller's transaction) and the clock. */
export interface ConsultationEnv {
  db: Kysely<DB>;
  /** Where a step reads the time: the API's clock, or the seed's. */
  now: Clock;
}

/** Refuses slots that do not start after `now` (400 naming each such slot's start). */
export function refusePastSlots(slots: readonly ConsultationSlotInput[], now: string): void {
  const fields: Record<string, string> = {};
  slots.forEach((slot, index) => {
    if (new Date(slot.startsAt).toISOString() <= now)
      fields[`slots.${index}.startsAt`] = 'consultation.slotInPast';
  });
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

/** The rows of one round's slots, in the order given. */
export function slotRows(
  consultationId: string,
  round: number,
  slots: readonly ConsultationSlotInput[],
): SlotRow[] {
  return slots.map((slot, index) => {
    const startsAt = new Date(slot.startsAt).toISOString();
    return {
      id: newId(),
      consultationId,
      round,
      position: index + 1,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + slot.durationMinutes * 60_000).toISOString(),
      remote: toDbBool(slot.remote),
      place: slot.place,
      agenda: slot.agenda,
    };
  });
}

/** `05-12 09:30 市发改委三楼会议室；…`: the slots as the event log keeps them. */
export function slotsSummary(
  rows: readonly SlotRow[],
  time: (iso: string) => string,
  place: (slot: SlotRow) => string,
) {
  return rows.map((row) => `${time(row.startsAt)} ${place(row)}`).join('；');
}
