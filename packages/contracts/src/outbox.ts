import { z } from 'zod';

/** What the demo message provider sent (SMS codes, reset links): the admin's outbox screen and API. */
export const outboxQuerySchema = z.object({
  recipient: z.string().trim().max(200).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ items: z.array(outboxMessageSchema) });
