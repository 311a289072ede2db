import {
  taskTransitionBodySchema,
  type MessageKey,
  type ReplyDetail,
  type TaskAction,
  type TaskDetail,
  type TaskTransitionBody,
} from '@cppcc/contracts';
import { z } from 'zod';
import { dueIsoFromDay, isoToDateInput } from '../../../shared/lib/dates';

/** The task decisions staff take (the task machine's `staff` rules). */
export const STAFF_DECISIONS = [
  'approve_adjustment',
  'refuse_adjustment',
  'approve_extension',
  'refuse_extension',
  'reject_reply',
  'approve_reply',
] as const satisfies readonly TaskAction[];
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

export function isStaffDecision(action: TaskAction): action is StaffDecision {
  return (STAFF_DECISIONS as readonly string[]).includes(action);
}

/** Approvals are the main button; refusals and rejections the secondary one. */
export const isApproval = (action: StaffDecision) => action.startsWith('approve_');

export type DecisionField = 'unitIds' | 'comment' | 'reason' | 'dueDate' | 'resultClass';

export interface DecisionValues {
  unitIds: string[];
  comment: string;
  reason: string;
  /** `yyyy-MM-dd` of the date input. */
  dueDay: string;
  resultClass: string;
}

export interface Problem {
  key: MessageKey;
  params?: Record<string, string>;
}

type TaskFacts = Pick<
  TaskDetail,
  'role' | 'version' | 'dueDate' | 'latestDueDate' | 'extensionRequestedDueDate' | 'unit' | 'siblings'
>;

/** What each decision asks for; `comment` is optional on approvals, required on refusals. */
export function decisionFields(action: StaffDecision): DecisionField[] {
  switch (action) {
    case 'approve_adjustment':
      return ['unitIds', 'comment'];
    case 'approve_extension':
      return ['dueDate', 'comment'];
    case 'approve_reply':
      return ['resultClass', 'comment'];
    case 'reject_reply':
      return ['reason'];
    case 'refuse_adjustment':
    case 'refuse_extension':
      return ['comment'];
  }
}

export function initialDecisionValues(
  action: StaffDecision,
  task: TaskFacts,
  reply?: Pick<ReplyDetail, 'resultClass'> | null,
): DecisionValues {
  return {
    unitIds: [],
    comment: '',
    reason: '',
    dueDay: action === 'approve_extension' ? isoToDateInput(task.extensionRequestedDueDate) : '',
    resultClass: reply?.resultClass ?? '',
  };
}

/** Units that cannot take over an adjusted task: its own unit and any unit already on the proposal. */
export function excludedUnitIds(task: TaskFacts): Set<string> {
  return new Set([task.unit.id, ...task.siblings.map((sibling) => sibling.unit.id)]);
}

/** Field → problem, mirroring the server's requirements so most mistakes never leave the dialog. */
export function decisionProblems(
  action: StaffDecision,
  values: DecisionValues,
  task: TaskFacts,
): Partial<Record<DecisionField, Problem>> {
  const problems: Partial<Record<DecisionField, Problem>> = {};
  switch (action) {
    case 'approve_adjustment': {
      const excluded = excludedUnitIds(task);
      if (values.unitIds.length === 0) problems.unitIds = { key: 'task.newUnitsRequired' };
      else if (task.role !== 'co' && values.unitIds.length > 1)
        problems.unitIds = { key: 'task.leadTakesOneUnit' };
      else if (values.unitIds.some((id) => excluded.has(id)))
        problems.unitIds = { key: 'task.newUnitsInvalid' };
      break;
    }
    case 'approve_extension': {
      const latest = isoToDateInput(task.latestDueDate);
      const current = isoToDateInput(task.dueDate);
      if (!values.dueDay) problems.dueDate = { key: 'task.dueDateRequired' };
      else if (!dueIsoFromDay(values.dueDay)) problems.dueDate = { key: 'validation.invalid' };
      else if (latest && values.dueDay > latest)
        problems.dueDate = { key: 'task.dueDateBeyondLimit', params: { date: latest } };
      else if (current && values.dueDay <= current)
        problems.dueDate = { key: 'task.dueDateNotLater', params: { date: current } };
      break;
    }
    case 'refuse_adjustment':
    case 'refuse_extension':
      if (!values.comment.trim()) problems.comment = { key: 'validation.required' };
      break;
    case 'reject_reply':
      if (!values.reason.trim()) problems.reason = { key: 'validation.required' };
      break;
    case 'approve_reply':
      break;
  }
  return problems;
}

/** The POST /api/tasks/:id/transitions body, with the version the page read. */
export function decisionBody(
  action: StaffDecision,
  values: DecisionValues,
  task: TaskFacts,
): TaskTransitionBody {
  const version = task.version;
  const comment = values.comment.trim() || undefined;
  switch (action) {
    case 'approve_adjustment':
      return { action, version, unitIds: values.unitIds, comment };
    case 'refuse_adjustment':
      return { action, version, comment };
    case 'approve_extension': {
      const dueDate =
        dueIsoFromDay(values.dueDay, task.extensionRequestedDueDate, task.latestDueDate) ?? undefined;
      return { action, version, dueDate, comment };
    }
    case 'refuse_extension':
      return { action, version, comment };
    case 'reject_reply':
      // The server logs the reason as the event's comment.
      return { action, version, reason: values.reason.trim() };
    case 'approve_reply':
      return { action, version, resultClass: values.resultClass || undefined, comment };
  }
}

/** The form field each decision field is typed in (the due date as a day). */
export const DECISION_FORM_FIELD = {
  unitIds: 'unitIds',
  comment: 'comment',
  reason: 'reason',
  dueDate: 'dueDay',
  resultClass: 'resultClass',
} as const satisfies Record<DecisionField, keyof DecisionValues>;
export const DECISION_FIELDS = Object.keys(DECISION_FORM_FIELD) as DecisionField[];

const decisionShape = z.object({
  unitIds: z.array(z.string()),
  comment: z.string(),
  reason: z.string(),
  dueDay: z.string(),
  resultClass: z.string(),
});

/**
 * The dialog's schema: the decision's problems on their fields (`problemText` words them in the reader's
 * language), then the body checked by the contracts' task transition schema.
 */
export function decisionFormSchema(
  action: StaffDecision,
  task: TaskFacts,
  problemText: (problem: Problem) => string,
): z.ZodType<TaskTransitionBody, DecisionValues> {
  return decisionShape
    .superRefine((values, context) => {
      const problems = decisionProblems(action, values, task);
      for (const field of DECISION_FIELDS) {
        const problem = problems[field];
        if (problem)
          context.addIssue({
            code: 'custom',
            path: [DECISION_FORM_FIELD[field]],
            message: problemText(problem),
          });
      }
    })
    .transform((values) => decisionBody(action, values, task))
    .pipe(taskTransitionBodySchema);
}
