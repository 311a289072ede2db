import type { Satisfaction, WorkflowSettings } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, nowIso } from '../../db/values';
import type { ProposalRow } from '../proposals/repository';
import { addWorkingDays } from '../../lib/dates';

/** The round a proposal is in: 1, or 2 once re-handled. */
export const roundOf = (proposal: Pick<ProposalRow, 'isRehandling'>) =>
  fromDbBool(proposal.isRehandling) ? 2 : 1;

export const isUnsatisfied = (row: { attitude: string; result: string }) =>
  row.attitude === ('unsatisfied' satisfies Satisfaction) ||
  row.result === ('unsatisfied' satisfies Satisfaction);

/** The signers who evaluate: the first proposer and every co-signer who accepted. */
export async function evaluatingSigners(db: Kysely<DB>, proposalId: string) {
  const rows = await db
    .selectFrom('proposalSigners')
    .innerJoin('users', 'users.id', 'proposalSigners.userId')
    .select([
      'proposalSigners.userId',
      'proposalSigners.isFirst',
      'proposalSigners.state',
      'users.displayName',
    ])
    .where('proposalSigners.proposalId', '=', proposalId)
    .orderBy('proposalSigners.isFirst', 'desc')
    .orderBy('proposalSigners.invitedAt')
    .execute();
  return rows.filter((row) => fromDbBool(row.isFirst) || row.state === 'accepted');
}

/**
 * Where the evaluation of a proposal's current round stands: the approved replies, who still has to
 * evaluate, whether anyone was 不满意, and whether the window is over. `settled`: everyone evaluated
 * and nobody was 不满意, or the window is over — then the proposal may close.
 */
export async function evaluationStatus(db: Kysely<DB>, proposal: ProposalRow, workflow: WorkflowSettings) {
  const round = roundOf(proposal);
  const replies = await db
    .selectFrom('replies')
    .innerJoin('tasks', 'tasks.id', 'replies.taskId')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select([
      'replies.id',
      'replies.title',
      'replies.resultClass',
      'replies.reviewedAt',
      'units.id as unitId',
      'units.name as unitName',
    ])
    .where('replies.proposalId', '=', proposal.id)
    .where('replies.round', '=', round)
    .where('replies.state', '=', 'approved')
    .orderBy('replies.reviewedAt')
    .execute();
  const evaluations =
    replies.length === 0
      ? []
      : await db
          .selectFrom('evaluations')
          .innerJoin('users', 'users.id', 'evaluations.signerId')
          .selectAll('evaluations')
          .select('users.displayName as signerName')
          .where(
            'evaluations.replyId',
            'in',
            replies.map((reply) => reply.id),
          )
          .orderBy('evaluations.createdAt')
          .execute();
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
