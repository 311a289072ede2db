import { z } from 'zod';
import { ERROR_CODES, ERROR_REASONS } from './errorCodes';

/** The one JSON shape of every failed API call: `{ error: { code, message, fields?, reason? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (dot-joined, e.g. `data.phone`) → translated reason. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Set when the client should act on why it failed (see ERROR_REASONS), e.g. reload a stale row. */
    reason: z.enum(ERROR_REASONS).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
