import {
  EVALUATION_COMMENT_MAX,
  evaluationBodySchema,
  evaluationProblems,
  SATISFACTION,
  type EvaluationBody,
  type MessageKey,
  type ProposalEvaluations,
  type Satisfaction,
} from '@cppcc/contracts';
import { z } from 'zod';

/** The evaluation form of one reply; '' = not chosen yet (nothing is preselected). */
export interface EvaluationForm {
  attitude: Satisfaction | '';
  result: Satisfaction | '';
  contacted: 'yes' | 'no' | '';
  comment: string;
}
export type EvaluationField = keyof EvaluationForm;

export const EMPTY_EVALUATION: EvaluationForm = { attitude: '', result: '', contacted: '', comment: '' };

/** Field → message key: every choice is required; a 不满意 needs a comment (the shared rule in contracts). */
export function evaluationFormProblems(form: EvaluationForm): Partial<Record<EvaluationField, MessageKey>> {
  const problems: Partial<Record<EvaluationField, MessageKey>> = {};
  if (!form.attitude) problems.attitude = 'validation.required';
  if (!form.result) problems.result = 'validation.required';
  if (!form.contacted) problems.contacted = 'validation.required';
  // A choice not made yet is not a 不满意.
  const shared = evaluationProblems({
    attitude: form.attitude || 'satisfied',
    result: form.result || 'satisfied',
    comment: form.comment,
  });
  if (shared.comment) problems.comment = shared.comment;
  else if (form.comment.trim().length > EVALUATION_COMMENT_MAX) problems.comment = 'validation.tooLong';
  return problems;
}

/** Whether the comment is required now (the form marks it so). */
export const commentRequired = (form: EvaluationForm) =>
  form.attitude === 'unsatisfied' || form.result === 'unsatisfied';

/** The POST body; only call once `evaluationFormProblems` is empty. */
export function evaluationBody(form: EvaluationForm): EvaluationBody {
  if (!form.attitude || !form.result || !form.contacted) throw new Error('The evaluation is incomplete.');
  return {
    attitude: form.attitude,
    result: form.result,
    contacted: form.contacted === 'yes',
    comment: form.comment.trim(),
  };
}

/** After an evaluation: everyone evaluated and nobody was 不满意, so the proposal closed by itself. */
export function closedByEvaluations(
  view: Pick<ProposalEvaluations, 'replies' | 'pendingSigners' | 'anyUnsatisfied'>,
) {
  return view.replies.length > 0 && view.pendingSigners.length === 0 && !view.anyUnsatisfied;
}

/**
 * Who else must evaluate before the proposal can close: the other signers still pending, and whether the
 * proposal has other signers at all (a sole proposer is told nothing about co-signers).
 */
export function otherEvaluators(
  view: Pick<ProposalEvaluations, 'replies' | 'pendingSigners'>,
  me: string,
): { pending: string[]; hasOthers: boolean } {
  const pending = view.pendingSigners
    .filter((signer) => signer.id !== me)
    .map((signer) => signer.displayName);
  const othersEvaluated = view.replies.some((reply) =>
    reply.evaluations.some((evaluation) => evaluation.signer.id !== me),
  );
  return { pending, hasOthers: pending.length > 0 || othersEvaluated };
}

export const EVALUATION_FIELDS = ['attitude', 'result', 'contacted', 'comment'] as const;

/** The form's schema: its problems (message keys) on their fields, then the contract's body schema. */
export const evaluationFormSchema: z.ZodType<EvaluationBody, EvaluationForm> = z
  .object({
    attitude: z.union([z.enum(SATISFACTION), z.literal('')]),
    result: z.union([z.enum(SATISFACTION), z.literal('')]),
    contacted: z.enum(['yes', 'no', '']),
    comment: z.string(),
  })
  .superRefine((form, context) => {
    const problems = evaluationFormProblems(form);
    for (const field of EVALUATION_FIELDS) {
      const key = problems[field];
      if (key) context.addIssue({ code: 'custom', path: [field], message: key });
    }
  })
  .transform((form): unknown => evaluationBody(form))
  .pipe(evaluationBodySchema);
