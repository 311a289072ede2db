import {
  assignBodySchema,
  assignmentProblems,
  batchAssignBodySchema,
  changeHandlingMode,
  HANDLING_MODES,
  type AssignBody,
  type BatchAssignBody,
  type HandlingMode,
  type MessageKey,
} from '@cppcc/contracts';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';
import { z } from 'zod';
import { isoToDateInput } from '../lib/dates';

/** The assignment form (交办), one proposal or a batch. `dueDay` is the `yyyy-MM-dd` of a date input. */
export interface AssignForm {
  handlingMode: HandlingMode;
  leadUnitIds: string[];
  coUnitIds: string[];
  dueDay: string;
  comment: string;
}

export type AssignField = 'handlingMode' | 'leadUnitIds' | 'coUnitIds' | 'dueDate';

export function initialAssignForm(defaultDueDate: string | undefined): AssignForm {
  return {
    handlingMode: 'single',
    leadUnitIds: [],
    coUnitIds: [],
    dueDay: isoToDateInput(defaultDueDate),
    comment: '',
  };
}

/** Switching the mode keeps the chosen units where they still fit (the rule is in contracts). */
export const changeMode = (form: AssignForm, mode: HandlingMode): AssignForm =>
  changeHandlingMode(form, mode);

export const isPicked = (form: AssignForm, unitId: string) =>
  form.leadUnitIds.includes(unitId) || form.coUnitIds.includes(unitId);

/**
 * A suggestion chip: a picked unit is taken off again; otherwise 单办 makes it the unit, 分办 adds a lead,
 * 会办 makes it the lead when there is none yet, else a co-unit.
 */
export function toggleSuggestion(form: AssignForm, unitId: string): AssignForm {
  if (isPicked(form, unitId))
    return {
      ...form,
      leadUnitIds: form.leadUnitIds.filter((id) => id !== unitId),
      coUnitIds: form.coUnitIds.filter((id) => id !== unitId),
    };
  switch (form.handlingMode) {
    case 'single':
      return { ...form, leadUnitIds: [unitId] };
    case 'separate':
      return { ...form, leadUnitIds: [...form.leadUnitIds, unitId] };
    case 'joint':
      return form.leadUnitIds.length === 0
        ? { ...form, leadUnitIds: [unitId] }
        : { ...form, coUnitIds: [...form.coUnitIds, unitId] };
  }
}

/**
 * The due date to send for a picked day: the suggested date itself when the day is unchanged (so the
 * default stays exact), otherwise the end of that day in local time. Empty → undefined (server default).
 */
export function dueDateFromDay(day: string, keep: string | undefined): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  if (keep && isoToDateInput(keep) === day) return keep;
  const date = parseISO(day);
  return isValid(date) ? endOfDay(date).toISOString() : undefined;
}

/** Field → message key, from the shared rule in contracts plus the due date not lying in the past. */
export function assignFormProblems(
  form: AssignForm,
  now: Date = new Date(),
): Partial<Record<AssignField, MessageKey>> {
  const problems: Partial<Record<AssignField, MessageKey>> = { ...assignmentProblems(form) };
  if (form.dueDay) {
    const date = parseISO(form.dueDay);
    if (!isValid(date)) problems.dueDate = 'validation.invalid';
    else if (date < startOfDay(now)) problems.dueDate = 'assignment.dueDatePast';
  }
  return problems;
}

export function assignBody(
  form: AssignForm,
  version: number,
  defaultDueDate: string | undefined,
): AssignBody {
  const dueDate = dueDateFromDay(form.dueDay, defaultDueDate);
  const comment = form.comment.trim();
  return {
    version,
    handlingMode: form.handlingMode,
    leadUnitIds: form.leadUnitIds,
    coUnitIds: form.handlingMode === 'joint' ? form.coUnitIds : [],
    ...(dueDate ? { dueDate } : {}),
    ...(comment ? { comment } : {}),
  };
}

/** The form field each assignment problem belongs on (the due date is typed as a day). */
const FORM_FIELD = {
  handlingMode: 'handlingMode',
  leadUnitIds: 'leadUnitIds',
  coUnitIds: 'coUnitIds',
  dueDate: 'dueDay',
} as const satisfies Record<AssignField, keyof AssignForm>;
export const ASSIGN_FIELDS = Object.keys(FORM_FIELD) as AssignField[];
export const assignFormField = (field: AssignField) => FORM_FIELD[field];

/** The form checked by the shared rule (contracts' `assignmentProblems`) plus the due date not in the past. */
const checkedForm = z
  .object({
    handlingMode: z.enum(HANDLING_MODES),
    leadUnitIds: z.array(z.string()),
    coUnitIds: z.array(z.string()),
    dueDay: z.string(),
    comment: z.string(),
  })
  .superRefine((form, context) => {
    const problems = assignFormProblems(form);
    for (const field of ASSIGN_FIELDS) {
      const key = problems[field];
      if (key) context.addIssue({ code: 'custom', path: [FORM_FIELD[field]], message: key });
    }
  });

/** One proposal's assignment: the body of POST /proposals/:id/assign, checked by its contract schema. */
export const assignFormSchema = (
  version: number,
  defaultDueDate: string | undefined,
): z.ZodType<AssignBody, AssignForm> =>
  checkedForm.transform((form): unknown => assignBody(form, version, defaultDueDate)).pipe(assignBodySchema);

/** A batch: the same assignment for each proposal (an empty due date: each proposal's default). */
export const batchAssignFormSchema = (
  items: readonly { id: string; version: number }[],
): z.ZodType<BatchAssignBody, AssignForm> =>
  checkedForm
    .transform((form): unknown => {
      const { version: _version, ...assignment } = assignBody(form, 1, undefined);
      return { ...assignment, items: items.map(({ id, version }) => ({ id, version })) };
    })
    .pipe(batchAssignBodySchema);
