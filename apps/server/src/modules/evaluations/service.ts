import {
  evaluationProblems,
  type EvaluationBody,
  type PaperEvaluationBody,
  type ProposalEvaluations,
  type Satisfaction,
  workflowLinks,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso, toDbBool } from '../../db/values';
import { AppError, conflict, forbidden, invalidFields, notFound } from '../../http/errors';
import { paperMember } from '../proposals/paper';
import { findProposal, listSigners } from '../proposals/repository';
import { proposalsService } from '../proposals/service';
import { findReply } from '../tasks/repository';
import { todoService } from '../todo-app/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { sendNotices } from '../tasks/notices';
import { insertEvaluation } from './repository';
import { evaluationStatus, isUnsatisfied, type EvaluationStatus } from './status';
import { insertSideEvent } from '../proposals/events';
import type { Caller } from '../auth/guard';

const LABEL: Record<Satisfaction, string> = {
  satisfied: '满意',
  basically_satisfied: '基本满意',
  unsatisfied: '不满意',
};

function toView(status: EvaluationStatus, caller: Caller): ProposalEvaluations {
  return {
    round: status.round,
    replies: status.replies.map((reply) => {
      const evaluations = status.evaluations.filter((row) => row.replyId === reply.id);
      return {
        replyId: reply.id,
        unit: { id: reply.unitId, name: reply.unitName },
        resultClass: reply.resultClass,
        title: reply.title,
        awaitingMe:
          status.signers.some((signer) => signer.userId === caller.id) &&
          !evaluations.some((row) => row.signerId === caller.id),
        evaluations: evaluations.map((row) => ({
          id: row.id,
          replyId: row.replyId,
          signer: { id: row.signerId, displayName: row.signerName },
          attitude: row.attitude as Satisfaction,
          result: row.result as Satisfaction,
          contacted: fromDbBool(row.contacted),
          comment: row.comment,
          createdAt: row.createdAt,
        })),
      };
    }),
    pendingSigners: status.pending.map((signer) => ({ id: signer.userId, displayName: signer.displayName })),
    windowEndsAt: status.windowEndsAt,
    anyUnsatisfied: status.anyUnsatisfied,
  };
}

/** Evaluation of replies (issue 7): signers judge each approved reply; a satisfied round closes the proposal. */
export function evaluationsService(db: Kysely<DB>, deps: { dialect: 'sqlite' | 'postgres' }) {
  const settings = () => workflowSettingsService(db).get();

  return {
    async ofProposal(proposalId: string, caller: Caller): Promise<ProposalEvaluations> {
      const proposal = await proposalsService(db, deps).loadVisible(proposalId, caller);
      return toView(await evaluationStatus(db, proposal, await settings()), caller);
    },

    /**
     * `caller` is the signer who evaluates; with `paper` (issue 27) staff typed in the signer's paper
     * evaluation, and the event log names the typist and the paper's number.
     */
    async evaluate(
      replyId: string,
      caller: Caller,
      body: EvaluationBody,
      paper?: { typistId: string; paperNumber: string },
    ): Promise<ProposalEvaluations> {
      const problems = evaluationProblems(body);
      if (problems.comment)
        throw new AppError('BAD_REQUEST', problems.comment, { fields: { comment: problems.comment } });
      const workflow = await settings();
      return inTransaction(db, async (trx) => {
        const reply = await findReply(trx, replyId);
        // A reply not approved is not shown to the signers (GET /replies/:id answers them 404): the same here.
        if (reply?.state !== 'approved') throw notFound();
        const proposal = await proposalsService(trx, deps).loadVisible(reply.proposalId, caller);
        const status = await evaluationStatus(trx, proposal, workflow);
        if (!status.signers.some((signer) => signer.userId === caller.id))
          throw forbidden('evaluation.notSigner');
        if (proposal.state !== 'replied' || !status.replies.some((row) => row.id === reply.id))
          throw conflict('evaluation.notOpen');
        if (status.evaluations.some((row) => row.replyId === reply.id && row.signerId === caller.id))
          throw conflict('evaluation.done');
        const now = nowIso();
        await insertEvaluation(trx, {
          id: newId(),
          replyId: reply.id,
          proposalId: proposal.id,
          signerId: caller.id,
          attitude: body.attitude,
          result: body.result,
          contacted: toDbBool(body.contacted),
          comment: body.comment,
          createdAt: now,
        });
        await insertSideEvent(
          trx,
          {
            proposalId: proposal.id,
            taskId: reply.taskId,
            actorId: paper?.typistId ?? caller.id,
            paperNumber: paper?.paperNumber ?? null,
            action: 'evaluate',
            state: proposal.state,
            comment: [`办理态度：${LABEL[body.attitude]}`, `办理结果：${LABEL[body.result]}`, body.comment]
              .filter(Boolean)
              .join('；'),
          },
          now,
        );
        const after = await evaluationStatus(trx, proposal, workflow);
        if (!after.pending.some((signer) => signer.userId === caller.id))
          await todoService(trx).completeWorkflowTodos(proposal.id, 'evaluate', caller.id);
        // A 不满意 waits for staff (re-handle or close): they are told at once.
        if (isUnsatisfied(body))
          await sendNotices(trx, [
            {
              to: { staff: true },
              kind: 'evaluation_unsatisfied',
              params: {
                proposalNumber: String(proposal.number ?? ''),
                proposalTitle: proposal.title,
                reason: body.comment,
              },
              link: workflowLinks.proposal(proposal.id),
            },
          ]);
        // Everyone content: the proposal is 已办结.
        if (after.allDone && !after.anyUnsatisfied) {
          const fresh = await findProposal(trx, proposal.id);
          if (fresh)
            await proposalsService(trx, deps).transition(proposal.id, 'close', {}, 'system', fresh.version);
        }
        return toView(after, caller);
      });
    },

    /** A signer's evaluation handed in on paper (issue 27): the member must be a signer (400 naming it). */
    async evaluatePaper(
      replyId: string,
      typist: Caller,
      body: PaperEvaluationBody,
    ): Promise<ProposalEvaluations> {
      const { memberId, paperNumber, ...evaluation } = body;
      const member = await paperMember(db, memberId);
      const reply = await findReply(db, replyId);
      if (reply?.state !== 'approved') throw notFound();
      await proposalsService(db, deps).loadVisible(reply.proposalId, typist);
      const signers = await listSigners(db, reply.proposalId);
      if (!signers.some((signer) => signer.userId === member.id && signer.state === 'accepted'))
        throw invalidFields({ memberId: 'paper.notSigner' });
      return this.evaluate(replyId, member, evaluation, { typistId: typist.id, paperNumber });
    },
  };
}
export type EvaluationsService = ReturnType<typeof evaluationsService>;
