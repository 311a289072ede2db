import { REGISTERED_STATES, type ProposalState } from '../workflow/proposal';

// Schema-free (./statistics builds its schemas beside them), so the staff landing takes them without those.

/**
 * 待审查: the proposals awaiting the committee's review — the staff workbench's review queue and the
 * statistics' `pending` figure. A returned proposal is back with its proposer, so it is not one of them.
 */
export const AWAITING_REVIEW_STATES = ['submitted'] as const satisfies readonly ProposalState[];

/** How many proposals await review, from counts by state (GET /api/proposals/counts, the statistics). */
export function awaitingReviewCount(counts: Partial<Record<ProposalState, number>>): number {
  return AWAITING_REVIEW_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
}

/** Received by the committee: everything but drafts, co-sign rounds and withdrawals. */
export const RECEIVED_STATES = [
  ...REGISTERED_STATES,
  'submitted',
  'returned',
  'not_registered',
  'merged',
] as const satisfies readonly ProposalState[];
