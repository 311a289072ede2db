import {
  SUPERVISION_METHODS,
  supervisionBodySchema,
  type SupervisionBody,
  type SupervisionMethod,
} from '@cppcc/contracts';
import { format, isValid, parseISO, set } from 'date-fns';
import { z } from 'zod';

/** The supervision dialog's fields: `date` is the `yyyy-MM-dd` of a date input. */
export interface SupervisionForm {
  method: SupervisionMethod | '';
  date: string;
  minutes: string;
}

export const SUPERVISION_FORM_FIELDS = ['method', 'date', 'minutes'] as const;

export const initialSupervisionForm = (now: Date = new Date()): SupervisionForm => ({
  method: '',
  date: format(now, 'yyyy-MM-dd'),
  minutes: '',
});

/** Noon of the picked day, so the date reads the same in every time zone near ours. */
function dayToIso(day: string): string {
  const date = parseISO(day);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(date)
    ? set(date, { hours: 12, minutes: 0, seconds: 0, milliseconds: 0 }).toISOString()
    : '';
}

/** The form checked by the contract's schema: the same rule the server applies, on the same field names. */
export const supervisionFormSchema: z.ZodType<SupervisionBody, SupervisionForm> = z
  .object({
    method: z.union([z.enum(SUPERVISION_METHODS), z.literal('')]),
    date: z.string(),
    minutes: z.string(),
  })
  .transform((form): unknown => ({
    method: form.method || undefined,
    date: dayToIso(form.date),
    minutes: form.minutes,
  }))
  .pipe(supervisionBodySchema);
