import type { MessageKey } from '../messages';
import type { Machine } from './machine';
import { proposalMachine, type ProposalAction, type ProposalNeed } from './proposal';
import { taskMachine, type TaskAction, type TaskNeed } from './task';

/**
 * What an action needs from the person taking it, written once: each need of the machines names the
 * transition-body fields it reads and the message when a required one is blank. Needs without inputs are
 * checked on the record (content complete, signers answered, opinions in …). The server checks these
 * fields before its own checks; the web asks exactly these fields in the action's dialog.
 */
export interface NeedInput<Field extends string = string> {
  field: Field;
  /** The message of a blank required field; none for an optional field. */
  missing?: MessageKey;
}

export type ProposalInputField =
  | 'comment'
  | 'reason'
  | 'categoryCode'
  | 'disposition'
  | 'masterId'
  | 'inviteeIds'
  | 'signByDate'
  | 'handlingMode'
  | 'leadUnitIds'
  | 'coUnitIds'
  | 'dueDate'
  | 'minutes'
  | 'paperNumber';

export const proposalNeedInputs = {
  content: [],
  invitees: [{ field: 'inviteeIds', missing: 'proposal.inviteesRequired' }, { field: 'signByDate' }],
  all_signers_answered: [],
  comment: [{ field: 'comment', missing: 'proposal.commentRequired' }],
  reason: [{ field: 'reason', missing: 'proposal.reasonRequired' }],
  category: [{ field: 'categoryCode', missing: 'proposal.categoryRequired' }],
  disposition: [{ field: 'disposition', missing: 'proposal.dispositionRequired' }],
  master_proposal: [{ field: 'masterId', missing: 'proposal.masterRequired' }],
  // The units each mode needs are checked together by the assignment rule (assignmentProblems).
  assignment: [
    { field: 'handlingMode', missing: 'validation.required' },
    { field: 'leadUnitIds' },
    { field: 'coUnitIds' },
    { field: 'dueDate' },
  ],
  minutes: [{ field: 'minutes', missing: 'validation.required' }],
  evaluations_settled: [],
  // The new due date of the second round (default: the re-handling period).
  unsatisfied_evaluation: [{ field: 'dueDate' }],
  second_round_unsatisfied: [],
  // The 优秀 flag's own state is the requirement; no input.
  excellent: [],
  not_excellent: [],
  // Issue 27: the number written on the paper a member handed in (the event log keeps it).
  paper_number: [{ field: 'paperNumber', missing: 'paper.numberRequired' }],
} as const satisfies Record<ProposalNeed, readonly NeedInput<ProposalInputField>[]>;

export type TaskInputField = 'comment' | 'reason' | 'unitIds' | 'dueDate' | 'resultClass' | 'opinion';

export const taskNeedInputs = {
  reason: [{ field: 'reason', missing: 'proposal.reasonRequired' }],
  comment: [{ field: 'comment', missing: 'proposal.commentRequired' }],
  inside_adjustment_window: [],
  new_units: [{ field: 'unitIds', missing: 'task.newUnitsRequired' }],
  extension_pending: [],
  // When approving, the date asked for is the default.
  new_due_date_within_limit: [{ field: 'dueDate', missing: 'task.dueDateRequired' }],
  draft_reply: [],
  draft_sent: [],
  all_opinions: [],
  reply_fields: [],
  document: [],
  communication: [],
  opinion: [{ field: 'opinion', missing: 'task.opinionRequired' }],
  // Whether the unit has a 签发人 is read from its users, not typed.
  unit_has_approver: [],
  no_unit_approver: [],
} as const satisfies Record<TaskNeed, readonly NeedInput<TaskInputField>[]>;

/** The inputs of an action, in the order of its needs (the union over the states it is taken from). */
export function actionInputs<
  S extends string,
  A extends string,
  Ac extends string,
  N extends string,
  F extends string,
>(machine: Machine<S, A, Ac, N>, table: Record<N, readonly NeedInput<F>[]>, action: A): NeedInput<F>[] {
  const inputs: NeedInput<F>[] = [];
  for (const rule of machine.rules.filter((candidate) => candidate.action === action))
    for (const need of rule.requires)
      for (const input of table[need])
        if (!inputs.some((known) => known.field === input.field)) inputs.push(input);
  return inputs;
}

/** Whether a field value counts as not given: absent, blank text or an empty list. */
export function isBlankInput(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The required inputs of one need that are blank in `values` (field → message). */
export function missingNeedInputs<F extends string>(
  inputs: readonly NeedInput<F>[],
  values: Partial<Record<F, unknown>>,
): Partial<Record<F, MessageKey>> {
  const missing: Partial<Record<F, MessageKey>> = {};
  for (const input of inputs)
    if (input.missing && isBlankInput(values[input.field])) missing[input.field] = input.missing;
  return missing;
}

export const proposalActionInputs = (action: ProposalAction): NeedInput<ProposalInputField>[] =>
  actionInputs(proposalMachine, proposalNeedInputs, action);

export const taskActionInputs = (action: TaskAction): NeedInput<TaskInputField>[] =>
  actionInputs(taskMachine, taskNeedInputs, action);
