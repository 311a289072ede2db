import {
  isMessageKey,
  supervisionBodySchema,
  type MessageKey,
  type SupervisionBody,
  type SupervisionMethod,
} from '@cppcc/contracts';
import { format, isValid, parseISO, set } from 'date-fns';

/** The supervision dialog's fields: `day` is the `yyyy-MM-dd` of a date input. */
export interface SupervisionForm {
  method: SupervisionMethod | '';
  day: string;
  minutes: string;
}

export const initialSupervisionForm = (now: Date = new Date()): SupervisionForm => ({
  method: '',
  day: format(now, 'yyyy-MM-dd'),
  minutes: '',
});

/** Noon of the picked day, so the date reads the same in every time zone near ours. */
function dayToIso(day: string): string {
  const date = parseISO(day);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(date)
    ? set(date, { hours: 12, minutes: 0, seconds: 0, milliseconds: 0 }).toISOString()
    : '';
}

/**
 * The body to send, or the problems (field → message key) from the contract's schema: the same rule the
 * server applies.
 */
export function supervisionInput(
  form: SupervisionForm,
):
  | { ok: true; body: SupervisionBody }
  | { ok: false; problems: Partial<Record<keyof SupervisionForm, MessageKey>> } {
  const parsed = supervisionBodySchema.safeParse({
    method: form.method || undefined,
    date: dayToIso(form.day),
    minutes: form.minutes,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<keyof SupervisionForm, MessageKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'date' ? 'day' : issue.path[0];
    if (field !== 'method' && field !== 'day' && field !== 'minutes') continue;
    problems[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return { ok: false, problems };
}
