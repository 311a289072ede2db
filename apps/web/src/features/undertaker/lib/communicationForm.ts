import { COMMUNICATION_METHODS, communicationBodySchema, type CommunicationBody } from '@cppcc/contracts';
import { z } from 'zod';
import type { Problem } from './problems';
import { communicationBody, type CommunicationInput } from './taskForms';

const FIELDS = [
  'method',
  'day',
  'participants',
  'notes',
] as const satisfies readonly (keyof CommunicationInput)[];

/** The server's field names for a 400 (it names the day `date`), and the form's. */
export const COMMUNICATION_SERVER_FIELDS = ['method', 'date', 'participants', 'notes'] as const;
export const communicationFormField = (field: (typeof COMMUNICATION_SERVER_FIELDS)[number]) =>
  field === 'date' ? 'day' : field;

/**
 * 沟通记录's schema: every field required and the day not in the future (`communicationBody`), each
 * problem on its field in words (`problemText`); the body is checked by the contract's schema.
 */
export const communicationFormSchema = (
  problemText: (problem: Problem) => string,
): z.ZodType<CommunicationBody, CommunicationInput> =>
  z
    .object({
      method: z.union([z.enum(COMMUNICATION_METHODS), z.literal('')]),
      day: z.string(),
      participants: z.string(),
      notes: z.string(),
    })
    .superRefine((form, context) => {
      const checked = communicationBody(form);
      if (!('problems' in checked)) return;
      for (const field of FIELDS) {
        const problem = checked.problems[field];
        if (problem) context.addIssue({ code: 'custom', path: [field], message: problemText(problem) });
      }
    })
    .transform((form): unknown => {
      const checked = communicationBody(form);
      return 'body' in checked ? checked.body : form;
    })
    .pipe(communicationBodySchema);
