/**
 * What a proposal list sorts by. Schema-free (./proposals builds the list query from it), so the web's
 * list pages take it without the proposal schemas.
 */
export const PROPOSAL_SORTS = ['number', 'updatedAt', 'submittedAt', 'title'] as const;
export type ProposalSort = (typeof PROPOSAL_SORTS)[number];
