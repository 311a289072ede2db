import { z } from 'zod';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** Redis behind realtime and the shared rate limits: not configured, reachable, or away. */
export const REDIS_STATES = ['off', 'up', 'down'] as const;

export const healthSchema = z.object({
  /** 'degraded': the database answers (the API works) but Redis is away (chat on one instance only). */
  status: z.enum(['ok', 'degraded']),
  dialect: z.enum(DIALECTS),
  /** Name of the newest migration applied. */
  migration: z.string().nullable(),
  uptimeSeconds: z.number(),
  version: z.string(),
  redis: z.enum(REDIS_STATES),
});
export type Health = z.infer<typeof healthSchema>;
