import { z } from 'zod';
import { evaluationBodySchema } from '../proposals/evaluations';
import { proposalContentSchema } from '../proposals/proposals';

/**
 * Paper submissions (issue 27 §4): staff type in what a member handed in on paper. The member is the
 * proposer (or evaluator) of record; the event log names the typist and the paper's number (纸质编号).
 */
export const PAPER_NUMBER_MAX = 40;

const paperFields = {
  /** The member who signed the paper. */
  memberId: z.string().trim().min(1, { error: 'paper.memberRequired' }),
  paperNumber: z
    .string()
    .trim()
    .min(1, { error: 'paper.numberRequired' })
    .max(PAPER_NUMBER_MAX, { error: 'validation.tooLong' }),
};

/**
 * POST /api/proposals/paper (staff): the proposal enters the workflow as submitted (action `enter_paper`),
 * so its content must be complete (400 naming each missing field).
 */
export const paperProposalBodySchema = proposalContentSchema.partial().extend({
  ...paperFields,
  sessionId: z.string().optional(),
});
export type PaperProposalBody = z.infer<typeof paperProposalBodySchema>;
export type PaperProposalInput = z.input<typeof paperProposalBodySchema>;

/** POST /api/replies/:id/paper-evaluation (staff): a signer's evaluation handed in on paper. */
export const paperEvaluationBodySchema = evaluationBodySchema.extend(paperFields);
export type PaperEvaluationBody = z.infer<typeof paperEvaluationBodySchema>;
export type PaperEvaluationInput = z.input<typeof paperEvaluationBodySchema>;
