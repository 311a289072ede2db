import {
  assignmentProblems,
  changeHandlingMode,
  type AssignBody,
  type HandlingMode,
  type MessageKey,
} from '@cppcc/contracts';
import { endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';

/** The assignment dialog's state (交办). `dueDay` is the `yyyy-MM-dd` of a date input. */
export interface AssignForm {
  handlingMode: HandlingMode;
  leadUnitIds: string[];
  coUnitIds: string[];
  dueDay: string;
  comment: string;
}

export type AssignField = 'handlingMode' | 'leadUnitIds' | 'coUnitIds' | 'dueDate';

/** The `yyyy-MM-dd` of an ISO time in local time ('' for none or invalid). */
export function dayOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

export function initialAssignForm(defaultDueDate: string | undefined): AssignForm {
  return {
    handlingMode: 'single',
    leadUnitIds: [],
    coUnitIds: [],
    dueDay: dayOf(defaultDueDate),
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
  if (keep && dayOf(keep) === day) return keep;
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
