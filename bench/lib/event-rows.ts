// The history (proposal_events) of one generated proposal: the workflow steps that lead to its state, in
// order, with the actors the services record (first proposer, the office, the system for derived steps).
import { randomUUID } from 'node:crypto';
import type { ProposalAction, ProposalState } from '@cppcc/contracts';

export interface EventRow {
  id: string;
  proposalId: string;
  taskId: null;
  actorId: string | null;
  action: string;
  fromState: string | null;
  toState: string;
  comment: null;
  createdAt: string;
}

export type Step = [ProposalAction | 'create', ProposalState, 'proposer' | 'staff' | 'system'];
const CREATE: Step = ['create', 'draft', 'proposer'];
const SUBMIT: Step = ['submit', 'submitted', 'proposer'];
const REGISTER: Step = ['register', 'registered', 'staff'];
const ASSIGN: Step = ['assign', 'assigned', 'staff'];
const HANDLE: Step = ['start_handling', 'handling', 'system'];
const REPLY: Step = ['reply', 'replied', 'system'];
const HANDLED: Step[] = [CREATE, SUBMIT, REGISTER, ASSIGN, HANDLE];

/** The steps to each state (also written by PostgreSQL itself: rest-in-sql.ts). */
export const EVENT_PATHS: Record<ProposalState, Step[]> = {
  draft: [CREATE],
  cosigning: [CREATE, ['invite', 'cosigning', 'proposer']],
  submitted: [CREATE, SUBMIT],
  returned: [CREATE, SUBMIT, ['return', 'returned', 'staff']],
  withdrawn: [CREATE, SUBMIT, ['withdraw', 'withdrawn', 'proposer']],
  registered: [CREATE, SUBMIT, REGISTER],
  not_registered: [CREATE, SUBMIT, ['reject', 'not_registered', 'staff']],
  merged: [CREATE, SUBMIT, ['merge', 'merged', 'staff']],
  assigned: [CREATE, SUBMIT, REGISTER, ASSIGN],
  handling: HANDLED,
  replied: [...HANDLED, REPLY],
  rehandling: [...HANDLED, REPLY, ['rehandle', 'rehandling', 'proposer']],
  closed: [...HANDLED, REPLY, ['close', 'closed', 'system']],
};

/** The events from `created` to `updated` (ms), spread evenly. */
export function eventRows(
  proposal: { id: string; state: ProposalState; proposerId: string; created: number; updated: number },
  staffId: string,
): EventRow[] {
  const steps = EVENT_PATHS[proposal.state];
  const gap = steps.length > 1 ? (proposal.updated - proposal.created) / (steps.length - 1) : 0;
  let from: ProposalState | null = null;
  return steps.map(([action, to, actor], i) => {
    const row: EventRow = {
      id: randomUUID(),
      proposalId: proposal.id,
      taskId: null,
      actorId: actor === 'proposer' ? proposal.proposerId : actor === 'staff' ? staffId : null,
      action,
      fromState: from,
      toState: to,
      comment: null,
      createdAt: new Date(proposal.created + Math.round(gap * i)).toISOString(),
    };
    from = to;
    return row;
  });
}
