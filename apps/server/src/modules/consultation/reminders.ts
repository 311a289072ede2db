import { CALENDAR_TIME_ZONE, addCalendarDays, toZoneDay } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { addDays } from '../../lib/dates';
import { notifyParticipants } from './notices';
import { claimReminder, currentSlots, reminderCandidates } from './repository';

const BATCH_SIZE = 200;

/**
 * The day-before reminder (a scheduled job): on the day before a fixed meeting (the committee's calendar
 * day), every participant is told once — notice and SMS. The claim (`reminded_at`) is set in the
 * transaction of the notices, so two servers, or a restart, remind once. A meeting fixed on its own day
 * gets no "tomorrow" reminder: the fixing notice was the last word.
 */
export async function sendConsultationReminders(db: Kysely<DB>, at: Date = new Date()): Promise<number> {
  const now = at.toISOString();
  const tomorrow = addCalendarDays(toZoneDay(now, CALENDAR_TIME_ZONE), 1);
  let sent = 0;
  const found = await reminderCandidates(db, now, addDays(now, 2), BATCH_SIZE);
  for (const row of found) {
    if (!row.startsAt || toZoneDay(row.startsAt, CALENDAR_TIME_ZONE) !== tomorrow) continue;
    const reminded = await inTransaction(db, async (trx) => {
      if (!(await claimReminder(trx, row.id, now))) return false;
      const slot = (await currentSlots(trx, [row.id])).find((item) => item.id === row.fixedSlotId);
      if (!slot) return false;
      await notifyParticipants(trx, row, slot, 'consultation_reminder', now);
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}
