import { DAY, HOUR } from './clock';

/** A session's dates as the seeder creates it (epoch ms). */
export interface SessionDates {
  opens: number;
  plenaryStarts: number;
  plenaryEnds: number;
  closes: number;
}

/** Where a demo proposal stops, and its place among the proposals that stop there. */
export interface TimelinePlan {
  target:
    | 'draft'
    | 'cosigning'
    | 'submitted'
    | 'returned'
    | 'withdrawn'
    | 'registered'
    | 'not_registered'
    | 'merged';
  /** 0-based position among the session's proposals of the same target, and their count. */
  position: number;
  count: number;
  invitees: number;
  revised: boolean;
}

/** When each step of one proposal happens (epoch ms, in order; the steps it does not take are unused). */
export interface ProposalTimes {
  created: number;
  invited: number;
  /** One per invitee, in order. */
  answered: number[];
  submitted: number;
  returned: number;
  revised: number;
  resubmitted: number;
  /** register / reject / merge / withdraw. */
  decided: number;
}

/** Share of registered and rejected proposals handed in at the plenary (大会提案); the rest are 平时提案. */
const PLENARY_SHARE = 0.7;

/**
 * A believable history: most proposals are written in the week before the plenary and handed in during
 * it, registered one after the other in the weeks after (so numbers follow registration times), the rest
 * come in through the year; what is still open (drafts, co-sign rounds, the review queue, returned ones)
 * happened in the last weeks before `end` (the earlier of the session's close and the present).
 * Office hours in Beijing (UTC+8) are 01:00–09:00 UTC.
 */
export function proposalTimes(plan: TimelinePlan, session: SessionDates, end: number): ProposalTimes {
  const { position, count } = plan;
  const hourOf = (k: number) => (1 + (k % 7)) * HOUR;
  /** The day of `time`, at an office hour chosen by `k`. */
  const office = (time: number, k = position) => Math.floor(time / DAY) * DAY + hourOf(k);
  const fraction = count <= 1 ? 0 : position / (count - 1);
  const plenaryCount = Math.ceil(count * PLENARY_SHARE);
  const plenary =
    plan.target === 'merged' ||
    ((plan.target === 'registered' || plan.target === 'not_registered' || plan.target === 'withdrawn') &&
      position < plenaryCount);
  // The regular (平时) proposals of a target, spread from a month after the plenary to six weeks before `end`.
  const yearFrom = session.plenaryEnds + 30 * DAY;
  const yearTo = Math.max(yearFrom, end - 45 * DAY);
  const regularShare = count - plenaryCount <= 1 ? 0 : (position - plenaryCount) / (count - plenaryCount - 1);
  const recent = (fromDaysAgo: number, toDaysAgo: number) =>
    office(end - (fromDaysAgo - (fromDaysAgo - toDaysAgo) * fraction) * DAY);

  let submitted: number;
  switch (plan.target) {
    case 'draft':
      submitted = recent(10, 1);
      break;
    case 'cosigning':
      submitted = recent(14, 4);
      break;
    case 'submitted':
      submitted = recent(30, 2);
      break;
    case 'returned':
      submitted = recent(24, 6);
      break;
    default:
      submitted = plenary
        ? session.plenaryStarts + (position % 4) * DAY + hourOf(position)
        : office(yearFrom + (yearTo - yearFrom) * regularShare);
  }
  if (plan.revised && plenary) submitted = session.plenaryStarts + 2 * HOUR;
  // Written in the days before; co-signers answer within a day or two.
  const created = Math.max(
    session.opens + hourOf(position),
    submitted - (plan.invitees > 0 ? 4 : 2) * DAY - (position % 3) * DAY,
  );
  const invited = created + 3 * HOUR;
  const answered = Array.from({ length: plan.invitees }, (_, k) => invited + (k + 1) * DAY);
  if (plan.target === 'draft' || plan.target === 'cosigning') submitted = Number.POSITIVE_INFINITY;
  const returned = submitted + DAY;
  const revised = returned + DAY + 2 * HOUR;
  const resubmitted = returned + 2 * DAY;

  let decided: number;
  switch (plan.target) {
    case 'registered':
      // One after the other: the number order is the order of registration.
      // Three a day in the weeks after the plenary; a regular one ten days after it came in.
      decided = plenary
        ? office(session.plenaryEnds + (5 + Math.floor(position / 3)) * DAY, 0) + (position % 3) * 2 * HOUR
        : Math.max(submitted, plan.revised ? resubmitted : 0) + 10 * DAY;
      break;
    case 'not_registered':
      decided = plenary ? office(session.plenaryEnds + 8 * DAY) : submitted + 12 * DAY;
      break;
    case 'withdrawn':
      decided = submitted + 6 * DAY;
      break;
    default:
      decided = submitted + 14 * DAY;
  }
  const clamp = (time: number) => Math.max(session.opens, Math.min(time, end));
  return {
    created: clamp(created),
    invited: clamp(invited),
    answered: answered.map(clamp),
    submitted: clamp(submitted),
    returned: clamp(returned),
    revised: clamp(revised),
    resubmitted: clamp(resubmitted),
    decided: clamp(decided),
  };
}
