import type { Machine } from './machine';

/** Proposal states (proposal-workflow.md, "Proposal states"). */
export const PROPOSAL_STATES = [
  'draft',
  'cosigning',
  'submitted',
  'returned',
  'withdrawn',
  'registered',
  'not_registered',
  'merged',
  'assigned',
  'handling',
  'replied',
  'rehandling',
  'closed',
] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const PROPOSAL_ACTIONS = [
  'save',
  'invite',
  'submit',
  'return',
  'resubmit',
  'withdraw',
  'register',
  'reject',
  'merge',
  'assign',
  'start_handling',
  'reply',
  'close',
  'rehandle',
  'close_with_minutes',
  'mark_excellent',
  'unmark_excellent',
  'enter_paper',
] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

/**
 * Who takes an action, relative to the proposal: its first proposer (领衔人), the proposal committee
 * (`staff`: roles admin and staff), or the system itself (derived transitions).
 */
export const PROPOSAL_ACTORS = ['first_proposer', 'staff', 'system'] as const;
export type ProposalActor = (typeof PROPOSAL_ACTORS)[number];

export const PROPOSAL_NEEDS = [
  'content',
  'invitees',
  'all_signers_answered',
  'comment',
  'reason',
  'category',
  'disposition',
  'master_proposal',
  'assignment',
  'minutes',
  'evaluations_settled',
  'unsatisfied_evaluation',
  'second_round_unsatisfied',
  'not_excellent',
  'excellent',
  'paper_number',
] as const;
export type ProposalNeed = (typeof PROPOSAL_NEEDS)[number];

/**
 * Registered (立案) and every state after it: the proposal has a number, may be 重点 or 优秀, and counts as
 * registered in the statistics.
 */
export const REGISTERED_STATES = [
  'registered',
  'assigned',
  'handling',
  'replied',
  'rehandling',
  'closed',
] as const satisfies readonly ProposalState[];

/**
 * The flag actions whose need is the flag itself: offered only when they would change it (`allowedActions`
 * leaves the other one out), checked again by the server (409).
 */
export function flagActionOpen(action: ProposalAction, flags: { isExcellent: boolean }): boolean {
  if (action === 'mark_excellent') return !flags.isExcellent;
  if (action === 'unmark_excellent') return flags.isExcellent;
  return true;
}

export const proposalMachine = {
  states: PROPOSAL_STATES,
  finalStates: ['withdrawn', 'not_registered', 'merged', 'closed'],
  rules: [
    { action: 'save', from: ['draft', 'returned'], to: 'previous', by: ['first_proposer'], requires: [] },
    { action: 'invite', from: ['draft'], to: 'cosigning', by: ['first_proposer'], requires: ['invitees'] },
    { action: 'submit', from: ['draft'], to: 'submitted', by: ['first_proposer'], requires: ['content'] },
    {
      action: 'submit',
      from: ['cosigning'],
      to: 'submitted',
      by: ['first_proposer', 'system'],
      requires: ['content', 'all_signers_answered'],
    },
    { action: 'return', from: ['submitted'], to: 'returned', by: ['staff'], requires: ['comment'] },
    {
      action: 'resubmit',
      from: ['returned'],
      to: 'submitted',
      by: ['first_proposer'],
      requires: ['content'],
    },
    {
      action: 'withdraw',
      from: ['submitted', 'returned'],
      to: 'withdrawn',
      by: ['first_proposer'],
      requires: ['reason'],
    },
    { action: 'register', from: ['submitted'], to: 'registered', by: ['staff'], requires: ['category'] },
    {
      action: 'reject',
      from: ['submitted'],
      to: 'not_registered',
      by: ['staff'],
      requires: ['reason', 'disposition'],
    },
    { action: 'merge', from: ['submitted'], to: 'merged', by: ['staff'], requires: ['master_proposal'] },
    {
      action: 'assign',
      from: ['registered'],
      to: 'assigned',
      by: ['staff'],
      requires: ['assignment'],
    },
    { action: 'start_handling', from: ['assigned'], to: 'handling', by: ['system'], requires: [] },
    { action: 'reply', from: ['handling', 'rehandling'], to: 'replied', by: ['system'], requires: [] },
    {
      action: 'close',
      from: ['replied'],
      to: 'closed',
      by: ['system', 'staff'],
      requires: ['evaluations_settled'],
    },
    {
      action: 'rehandle',
      from: ['replied'],
      to: 'rehandling',
      by: ['staff'],
      requires: ['comment', 'unsatisfied_evaluation'],
    },
    {
      action: 'close_with_minutes',
      from: ['replied'],
      to: 'closed',
      by: ['staff'],
      requires: ['minutes', 'second_round_unsatisfied'],
    },
    // 优秀提案: a flag the committee sets on a registered proposal, in any later state; audited as a step.
    {
      action: 'mark_excellent',
      from: REGISTERED_STATES,
      to: 'previous',
      by: ['staff'],
      requires: ['not_excellent'],
    },
    {
      action: 'unmark_excellent',
      from: REGISTERED_STATES,
      to: 'previous',
      by: ['staff'],
      requires: ['excellent'],
    },
    // Issue 27: staff type in a proposal a member handed in on paper; it enters the workflow as submitted.
    // The draft exists only inside that one transaction (modules/proposals/paper.ts).
    {
      action: 'enter_paper',
      from: ['draft'],
      to: 'submitted',
      by: ['staff'],
      requires: ['content', 'paper_number'],
    },
  ],
} as const satisfies Machine<ProposalState, ProposalAction, ProposalActor, ProposalNeed>;

/** Dispositions of a proposal that is not registered (不予立案). */
export const NOT_REGISTERED_DISPOSITIONS = ['opinion', 'public_sentiment'] as const;
export type NotRegisteredDisposition = (typeof NOT_REGISTERED_DISPOSITIONS)[number];

export const PROPOSAL_KINDS = ['individual', 'joint', 'collective'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const SIGNER_STATES = ['invited', 'accepted', 'declined'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

/** 单办 one unit · 分办 several units each replying · 会办 one lead plus co-units, only the lead replies. */
export const HANDLING_MODES = ['single', 'separate', 'joint'] as const;
export type HandlingMode = (typeof HANDLING_MODES)[number];
