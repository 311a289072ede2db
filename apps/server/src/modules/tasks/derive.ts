import { workflowLinks } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findProposal } from '../proposals/repository';
import { proposalsService, type ProposalsDeps } from '../proposals/service';
import type { Notice } from './notices';
import { tasksOfProposal } from './repository';

/**
 * Moves the proposal when its tasks say so, through the proposal's own door: first signature → 办理中,
 * every reply of the round approved → 已答复 (and the proposers hear of it).
 */
export async function deriveProposalState(
  trx: Kysely<DB>,
  deps: ProposalsDeps,
  proposalId: string,
  notices: Notice[],
): Promise<void> {
  const proposal = await findProposal(trx, proposalId);
  if (!proposal) return;
  const tasks = await tasksOfProposal(trx, proposalId);
  const proposals = proposalsService(trx, deps);
  if (proposal.state === 'assigned' && tasks.some((task) => task.signedAt !== null)) {
    await proposals.transition(proposalId, 'start_handling', {}, 'system', proposal.version);
    return;
  }
  const replying = tasks.filter(
    (task) => task.role !== 'co' && task.round === (proposal.isRehandling ? 2 : 1),
  );
  if (
    (proposal.state === 'handling' || proposal.state === 'rehandling') &&
    replying.length > 0 &&
    replying.every((task) => task.state === 'replied')
  ) {
    await proposals.transition(proposalId, 'reply', {}, 'system', proposal.version);
    notices.push({
      to: { proposersOf: proposalId },
      kind: 'reply_approved',
      params: { proposalNumber: String(proposal.number ?? ''), proposalTitle: proposal.title },
      link: workflowLinks.proposal(proposalId),
    });
  }
}
