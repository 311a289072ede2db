import { z } from 'zod';
import { ERROR_CODES } from './errorCodes';

/** The one JSON shape of every failed API call: `{ error: { code, message, fields? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (dot-joined, e.g. `data.phone`) → translated reason. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
