import {
  proposalTransitionBodySchema,
  type MessageKey,
  type ProposalAction,
  type ProposalEvaluations,
  type ProposalState,
  type ProposalTransitionBody,
} from '@cppcc/contracts';
import { z } from 'zod';
import { addMonths, endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';

export const CLOSING_ACTIONS = ['rehandle', 'close', 'close_with_minutes'] as const;
export type ClosingAction = (typeof CLOSING_ACTIONS)[number];

type EvaluationFacts = Pick<
  ProposalEvaluations,
  'round' | 'replies' | 'pendingSigners' | 'windowEndsAt' | 'anyUnsatisfied'
>;

/**
 * Which closing buttons make sense now. The server's `allowedActions` says what the caller's role may do in
 * this state; the evaluations say which of those its requirements would accept (the server checks again):
 * 重新办理 after a first-round 不满意, 协商办结 after a second-round 不满意, 办结 once everyone evaluated
 * without 不满意 or the evaluation window is over.
 */
export function closingActions(
  allowed: readonly ProposalAction[],
  evaluations: EvaluationFacts | undefined,
  now: Date = new Date(),
): ClosingAction[] {
  if (!evaluations || evaluations.replies.length === 0) return [];
  const windowOver = evaluations.windowEndsAt !== null && parseISO(evaluations.windowEndsAt) < now;
  const settled = (evaluations.pendingSigners.length === 0 && !evaluations.anyUnsatisfied) || windowOver;
  const applicable: Record<ClosingAction, boolean> = {
    rehandle: evaluations.round === 1 && evaluations.anyUnsatisfied,
    close_with_minutes: evaluations.round === 2 && evaluations.anyUnsatisfied,
    close: settled,
  };
  return CLOSING_ACTIONS.filter((action) => allowed.includes(action) && applicable[action]);
}

/**
 * The replies the caller may evaluate now, right on the proposal page: a signer's, while the proposal is
 * 已答复 (the server says `awaitingMe`; it checks again on sending).
 */
export function evaluationsDue(
  state: ProposalState,
  evaluations: Pick<ProposalEvaluations, 'replies'> | undefined,
): ProposalEvaluations['replies'] {
  if (state !== 'replied' || !evaluations) return [];
  return evaluations.replies.filter((reply) => reply.awaitingMe);
}

/** The closing dialog's fields: `dueDay` is the `yyyy-MM-dd` of the re-handling due date. */
export interface ClosingForm {
  comment: string;
  dueDay: string;
  minutes: string;
}

/** The default re-handling due date: the re-handling period (a setting) from today. */
export function defaultRehandleDay(periodMonths: number | undefined, now: Date = new Date()): string {
  return periodMonths ? format(addMonths(now, periodMonths), 'yyyy-MM-dd') : '';
}

/** What the dialog must have before it sends (the server names the same fields). */
export function closingProblems(
  action: ClosingAction,
  form: ClosingForm,
  now: Date = new Date(),
): Partial<Record<keyof ClosingForm, MessageKey>> {
  const problems: Partial<Record<keyof ClosingForm, MessageKey>> = {};
  if (action === 'rehandle') {
    if (!form.comment.trim()) problems.comment = 'validation.required';
    if (form.dueDay) {
      const day = parseISO(form.dueDay);
      if (!isValid(day)) problems.dueDay = 'validation.invalid';
      else if (day < startOfDay(now)) problems.dueDay = 'assignment.dueDatePast';
    }
  }
  if (action === 'close_with_minutes' && !form.minutes.trim()) problems.minutes = 'validation.required';
  return problems;
}

/** The transition body for the dialog's action (an empty due date leaves the server's default). */
export function closingBody(action: ClosingAction, form: ClosingForm, version: number) {
  switch (action) {
    case 'rehandle': {
      const day = form.dueDay ? parseISO(form.dueDay) : null;
      return {
        action,
        version,
        comment: form.comment.trim(),
        ...(day && isValid(day) ? { dueDate: endOfDay(day).toISOString() } : {}),
      };
    }
    case 'close_with_minutes':
      // The server keeps the minutes as the event's comment: a comment beside them would replace them.
      return { action, version, minutes: form.minutes.trim() };
    case 'close':
      return { action, version, comment: form.comment.trim() || undefined };
  }
}

const CLOSING_FIELDS = ['comment', 'dueDay', 'minutes'] as const;

/** The closing transitions of a replied proposal (the rest go through ActionDialog). */
export type ClosingBody = Extract<ProposalTransitionBody, { action: ClosingAction }>;
const isClosingBody = (body: ProposalTransitionBody): body is ClosingBody =>
  (CLOSING_ACTIONS as readonly string[]).includes(body.action);

/** The dialog's schema: its problems (message keys) on their fields, then the contract's transition schema. */
export const closingFormSchema = (
  action: ClosingAction,
  version: number,
): z.ZodType<ClosingBody, ClosingForm> =>
  z
    .object({ comment: z.string(), dueDay: z.string(), minutes: z.string() })
    .superRefine((form, context) => {
      const problems = closingProblems(action, form);
      for (const field of CLOSING_FIELDS) {
        const key = problems[field];
        if (key) context.addIssue({ code: 'custom', path: [field], message: key });
      }
    })
    .transform((form): unknown => closingBody(action, form, version))
    .pipe(proposalTransitionBodySchema)
    .refine(isClosingBody);
