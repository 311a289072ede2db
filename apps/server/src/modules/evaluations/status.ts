import type { Satisfaction, WorkflowSettings } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, nowIso } from '../../db/values';
import { signersWithNames, type ProposalRow } from '../proposals/repository';
import { addWorkingDays } from '../../lib/dates';
import { approvedRepliesOfRound, evaluationsOfReplies } from './repository';

/** The round a proposal is in: 1, or 2 once re-handled. */
export const roundOf = (proposal: Pick<ProposalRow, 'isRehandling'>) =>
  fromDbBool(proposal.isRehandling) ? 2 : 1;

export const isUnsatisfied = (row: { attitude: string; result: string }) =>
  row.attitude === ('unsatisfied' satisfies Satisfaction) ||
  row.result === ('unsatisfied' satisfies Satisfaction);

/** The signers who evaluate: the first proposer and every co-signer who accepted. */
export async function evaluatingSigners(db: Kysely<DB>, proposalId: string) {
  const rows = await signersWithNames(db, proposalId);
  return rows.filter((row) => fromDbBool(row.isFirst) || row.state === 'accepted');
}

/**
 * Where the evaluation of a proposal's current round stands: the approved replies, who still has to
 * evaluate, whether anyone was 不满意, and whether the window is over. `settled`: everyone evaluated
 * and nobody was 不满意, or the window is over — then the proposal may close.
 */
export async function evaluationStatus(db: Kysely<DB>, proposal: ProposalRow, workflow: WorkflowSettings) {
  const round = roundOf(proposal);
  const replies = await approvedRepliesOfRound(db, proposal.id, round);
  const evaluations = await evaluationsOfReplies(
    db,
    replies.map((reply) => reply.id),
  );
  const signers = await evaluatingSigners(db, proposal.id);
  const done = (userId: string) =>
    replies.every((reply) => evaluations.some((row) => row.replyId === reply.id && row.signerId === userId));
  const pending = signers.filter((signer) => !done(signer.userId));
  const lastApproval = replies.reduce<string | null>(
    (latest, reply) =>
      reply.reviewedAt && (!latest || reply.reviewedAt > latest) ? reply.reviewedAt : latest,
    null,
  );
  const windowEndsAt = lastApproval
    ? addWorkingDays(lastApproval, workflow.evaluationWindowWorkingDays)
    : null;
  const anyUnsatisfied = evaluations.some(isUnsatisfied);
  const windowOver = windowEndsAt !== null && nowIso() > windowEndsAt;
  return {
    round,
    replies,
    evaluations,
    signers,
    pending,
    windowEndsAt,
    anyUnsatisfied,
    allDone: replies.length > 0 && pending.length === 0,
    settled: replies.length > 0 && ((pending.length === 0 && !anyUnsatisfied) || windowOver),
  };
}
export type EvaluationStatus = Awaited<ReturnType<typeof evaluationStatus>>;
