import { workflowLinks, type ProposalDate } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { meetingPlaceText } from './notices';
import { currentSlots, meetingsOf, proposalHeadings } from './repository';

/**
 * The calendar's consultation entries: every meeting with a time the caller takes part in — as a clerk
 * of its unit (linking to the task page) or as an invitee (linking to the proposal's page).
 */
export async function meetingDates(db: Kysely<DB>, caller: Caller): Promise<ProposalDate[]> {
  const unitId = caller.roles.includes('undertaker') ? caller.unitId : null;
  const rows = await meetingsOf(db, caller.id, unitId);
  const ids = rows.map((row) => row.id);
  const [slots, proposals] = await Promise.all([
    currentSlots(db, ids),
    proposalHeadings(db, [...new Set(rows.map((row) => row.proposalId))]),
  ]);
  const dates: ProposalDate[] = [];
  for (const row of rows) {
    const slot = slots.find((item) => item.id === row.fixedSlotId);
    if (!slot) continue;
    const proposal = proposals.find((item) => item.id === row.proposalId);
    const mine = unitId !== null && row.unitId === unitId;
    dates.push({
      id: `consultation:${row.id}`,
      kind: 'consultation',
      subject: proposal?.title ?? '',
      proposalNumber: proposal?.number ?? null,
      allDay: false,
      start: slot.startsAt,
      end: slot.endsAt,
      link: mine ? workflowLinks.unitTask(row.proposalId) : workflowLinks.proposal(row.proposalId),
      location: meetingPlaceText(slot),
    });
  }
  return dates;
}
