import { z } from 'zod';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

export const healthSchema = z.object({
  status: z.literal('ok'),
  dialect: z.enum(DIALECTS),
  /** Name of the newest migration applied. */
  migration: z.string().nullable(),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
