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

/** The most co-signers (联名人) a paper proposal lists besides its member of record. */
export const PAPER_COSIGNERS_MAX = 50;

/**
 * POST /api/proposals/paper (staff): the proposal enters the workflow as submitted (action `enter_paper`),
 * so its content must be complete (400 naming each missing field). The co-signers signed the paper, so they
 * are recorded as having accepted (no invitation is sent). A paper number is used once per session
 * (400 `paper.numberUsed`): the paper's number is how the office finds the sheet again.
 */
export const paperProposalBodySchema = proposalContentSchema.partial().extend({
  ...paperFields,
  sessionId: z.string().optional(),
  cosignerIds: z
    .array(z.string().trim().min(1).max(60))
    .max(PAPER_COSIGNERS_MAX, { error: 'validation.tooMany' })
    .default([]),
});
export type PaperProposalBody = z.infer<typeof paperProposalBodySchema>;
export type PaperProposalInput = z.input<typeof paperProposalBodySchema>;

/** POST /api/replies/:id/paper-evaluation (staff): a signer's evaluation handed in on paper. */
export const paperEvaluationBodySchema = evaluationBodySchema.extend(paperFields);
export type PaperEvaluationBody = z.infer<typeof paperEvaluationBodySchema>;
export type PaperEvaluationInput = z.input<typeof paperEvaluationBodySchema>;
