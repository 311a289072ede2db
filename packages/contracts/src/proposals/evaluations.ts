import { z } from 'zod';
import type { MessageKey } from '../messages';
import { EVALUATION_COMMENT_MAX, SATISFACTION } from './satisfaction';

/** The evaluation of a reply (issue 7); its scale and labels are in `satisfaction.ts`. */
export const evaluationBodySchema = z.object({
  attitude: z.enum(SATISFACTION, { error: 'validation.required' }),
  result: z.enum(SATISFACTION, { error: 'validation.required' }),
  contacted: z.boolean(),
  comment: z.string().trim().max(EVALUATION_COMMENT_MAX, { error: 'validation.tooLong' }).default(''),
});
export type EvaluationBody = z.infer<typeof evaluationBodySchema>;
export type EvaluationInput = z.input<typeof evaluationBodySchema>;

/** THE rule of a 不满意: it needs a comment. Field → message key; empty when valid. */
export function evaluationProblems(
  body: Pick<EvaluationBody, 'attitude' | 'result' | 'comment'>,
): Partial<Record<'comment', MessageKey>> {
  const unsatisfied = body.attitude === 'unsatisfied' || body.result === 'unsatisfied';
  return unsatisfied && body.comment.trim() === '' ? { comment: 'evaluation.commentRequired' } : {};
}

export const evaluationSchema = z.object({
  id: z.string(),
  replyId: z.string(),
  signer: z.object({ id: z.string(), displayName: z.string() }),
  attitude: z.enum(SATISFACTION),
  result: z.enum(SATISFACTION),
  contacted: z.boolean(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** GET /api/proposals/:id/evaluations: the approved replies of the current round and their evaluations. */
export const proposalEvaluationsSchema = z.object({
  round: z.number(),
  replies: z.array(
    z.object({
      replyId: z.string(),
      unit: z.object({ id: z.string(), name: z.string() }),
      resultClass: z.string().nullable(),
      title: z.string(),
      /** Whether the caller still has to evaluate this reply. */
      awaitingMe: z.boolean(),
      evaluations: z.array(evaluationSchema),
    }),
  ),
  /** Signers who have not evaluated every reply yet. */
  pendingSigners: z.array(z.object({ id: z.string(), displayName: z.string() })),
  /** Until when the signers may evaluate (the approval plus the evaluation window). */
  windowEndsAt: z.string().nullable(),
  anyUnsatisfied: z.boolean(),
});
export type ProposalEvaluations = z.infer<typeof proposalEvaluationsSchema>;
