import {
  COMMUNICATION_METHODS,
  TASK_LIMITS,
  taskActionInputs,
  type TaskInputField,
  type CommunicationBody,
  type CommunicationMethod,
  type TaskAction,
  type TaskDetail,
  type TaskTransitionBody,
} from '@cppcc/contracts';
import { addDays, endOfDay, format, isValid, parse, parseISO, startOfDay } from 'date-fns';
import { required, tooLong, type Problem, type Problems } from './problems';

/** What a unit may do on its task page, in the order the buttons appear (staff actions never show here). */
export const UNIT_ACTIONS = [
  'sign',
  'send_countersign',
  'submit_reply',
  'submit_for_approval',
  'approve_in_unit',
  'return_in_unit',
  'send_opinion',
  'request_extension',
  'request_adjustment',
] as const satisfies readonly TaskAction[];
export type UnitAction = (typeof UNIT_ACTIONS)[number];

export function unitActions(allowed: readonly TaskAction[]): UnitAction[] {
  return UNIT_ACTIONS.filter((action) => allowed.includes(action));
}

const DAY = 'yyyy-MM-dd';

/** `yyyy-MM-dd` of an ISO time in local time ('' for none or invalid). */
export function dayOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DAY) : '';
}

function parseDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, DAY, new Date());
  return isValid(date) ? date : null;
}

/** Whether an adjustment may still be asked (the server refuses after the window, 409). */
export function adjustmentOpen(
  task: Pick<TaskDetail, 'adjustmentWindowEndsAt'>,
  now: Date = new Date(),
): boolean {
  if (!task.adjustmentWindowEndsAt) return true;
  return now.getTime() <= Date.parse(task.adjustmentWindowEndsAt);
}

/** The date picker's range for an extension: after the current due date, up to the latest due date. */
export function extensionBounds(
  task: Pick<TaskDetail, 'dueDate' | 'latestDueDate'>,
  now: Date = new Date(),
): { min: string; max: string | null } {
  const due = task.dueDate ? parseISO(task.dueDate) : null;
  const from = due && isValid(due) && due > now ? due : now;
  return { min: format(addDays(from, 1), DAY), max: task.latestDueDate ? dayOf(task.latestDueDate) : null };
}

/**
 * The wanted due date as sent: the end of the chosen day, but never past the latest due date (which has
 * the assignment's time of day, so the end of its day would be refused).
 */
export function extensionDueIso(day: string, latestDueDate: string | null): string | null {
  const date = parseDay(day);
  if (!date) return null;
  const end = endOfDay(date);
  if (latestDueDate && end.getTime() > Date.parse(latestDueDate))
    return new Date(latestDueDate).toISOString();
  return end.toISOString();
}

export interface ReasonInput {
  reason: string;
}
export interface ExtensionInput extends ReasonInput {
  day: string;
}

/** The message when a required input of the action is blank: the contracts' table of what each action needs. */
function blankProblem(action: UnitAction, field: TaskInputField): Problem {
  const key = taskActionInputs(action).find((input) => input.field === field)?.missing;
  return key ? { key: `messages:${key}` } : required;
}

function reasonProblem(action: UnitAction, reason: string): Problem | undefined {
  if (!reason.trim()) return blankProblem(action, 'reason');
  if (reason.trim().length > TASK_LIMITS.reason) return tooLong(TASK_LIMITS.reason);
  return undefined;
}

export function adjustmentProblems(input: ReasonInput): Problems<'reason'> {
  const reason = reasonProblem('request_adjustment', input.reason);
  return reason ? { reason } : {};
}

/** 退回承办人修改 (issue 28 §2): the 签发人 says why. */
export function returnProblems(input: ReasonInput): Problems<'reason'> {
  const reason = reasonProblem('return_in_unit', input.reason);
  return reason ? { reason } : {};
}

export function extensionProblems(
  input: ExtensionInput,
  task: Pick<TaskDetail, 'dueDate' | 'latestDueDate'>,
  now: Date = new Date(),
): Problems<'reason' | 'dueDate'> {
  const problems: Problems<'reason' | 'dueDate'> = {};
  const reason = reasonProblem('request_extension', input.reason);
  if (reason) problems.reason = reason;
  const bounds = extensionBounds(task, now);
  if (!input.day) problems.dueDate = blankProblem('request_extension', 'dueDate');
  else if (!parseDay(input.day)) problems.dueDate = { key: 'messages:validation.invalid' };
  else if (input.day < bounds.min)
    problems.dueDate = { key: 'messages:task.dueDateNotLater', params: { date: dayOf(task.dueDate) || '—' } };
  else if (bounds.max && input.day > bounds.max)
    problems.dueDate = { key: 'messages:task.dueDateBeyondLimit', params: { date: bounds.max } };
  return problems;
}

export function opinionProblems(input: { opinion: string }): Problems<'opinion'> {
  if (!input.opinion.trim()) return { opinion: blankProblem('send_opinion', 'opinion') };
  if (input.opinion.trim().length > TASK_LIMITS.opinion) return { opinion: tooLong(TASK_LIMITS.opinion) };
  return {};
}

/**
 * The transition body of a unit action: exactly the inputs the contracts list for it (the form values
 * were checked by the matching `…Problems`).
 */
export function transitionBody(
  action: UnitAction,
  task: Pick<TaskDetail, 'version' | 'latestDueDate'>,
  input: Partial<ExtensionInput & { opinion: string }> = {},
): TaskTransitionBody {
  const values: Partial<Record<TaskInputField, string | undefined>> = {
    reason: input.reason?.trim(),
    opinion: input.opinion?.trim(),
    dueDate: extensionDueIso(input.day ?? '', task.latestDueDate) ?? undefined,
  };
  const fields = taskActionInputs(action).map((need) => need.field);
  const given = Object.fromEntries(
    fields.filter((field) => field in values).map((field) => [field, values[field]]),
  );
  return { action, version: task.version, ...given };
}

// --- communications -----------------------------------------------------------------------------------

export interface CommunicationInput {
  method: CommunicationMethod | '';
  day: string;
  participants: string;
  notes: string;
}

export const emptyCommunication = (now: Date = new Date()): CommunicationInput => ({
  method: '',
  day: format(now, DAY),
  participants: '',
  notes: '',
});

const isMethod = (value: string): value is CommunicationMethod =>
  (COMMUNICATION_METHODS as readonly string[]).includes(value);

/**
 * Every field is required; the date is the day it happened, so not later than today. Returns the
 * POST /api/tasks/:id/communications body, or the problems per field.
 */
export function communicationBody(
  input: CommunicationInput,
  now: Date = new Date(),
): { body: CommunicationBody } | { problems: Problems<keyof CommunicationInput> } {
  const problems: Problems<keyof CommunicationInput> = {};
  if (!isMethod(input.method)) problems.method = required;
  const date = parseDay(input.day);
  if (!input.day) problems.day = required;
  else if (!date) problems.day = { key: 'messages:validation.invalid' };
  else if (date > startOfDay(now)) problems.day = { key: 'undertaker:dateInFuture' };
  const participants = input.participants.trim();
  const notes = input.notes.trim();
  if (!participants) problems.participants = required;
  else if (participants.length > TASK_LIMITS.participants)
    problems.participants = tooLong(TASK_LIMITS.participants);
  if (!notes) problems.notes = required;
  else if (notes.length > TASK_LIMITS.notes) problems.notes = tooLong(TASK_LIMITS.notes);
  if (Object.keys(problems).length > 0 || !date || !isMethod(input.method)) return { problems };
  // Noon local time: the day stays the same in every time zone the server or a reader may use.
  const noon = new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);
  return { body: { method: input.method, date: noon.toISOString(), participants, notes } };
}
