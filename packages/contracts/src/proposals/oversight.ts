import { z } from 'zod';
import type { Language } from '../messages';

/**
 * Issue 7: key proposals and their supervision (重点提案督办), the public replies page, and the audit log.
 */

// --- key proposals and supervision ------------------------------------------------------------------

export const SUPERVISION_METHODS = ['consultation', 'inspection', 'research', 'visit'] as const;
export type SupervisionMethod = (typeof SUPERVISION_METHODS)[number];

/** 协商座谈 / 视察 / 调研 / 走访 */
export const SUPERVISION_METHOD_LABELS: Record<SupervisionMethod, Record<Language, string>> = {
  consultation: { 'zh-CN': '协商座谈', en: 'Consultation meeting' },
  inspection: { 'zh-CN': '视察', en: 'Inspection' },
  research: { 'zh-CN': '调研', en: 'Research' },
  visit: { 'zh-CN': '走访', en: 'Visit' },
};

/** POST /api/proposals/:id/key: mark or unmark a key proposal and name its supervising leader. */
export const keyBodySchema = z.object({
  version: z.number().int().min(1),
  isKey: z.boolean(),
  leaderId: z.string().nullable().default(null),
});
export type KeyBody = z.infer<typeof keyBodySchema>;

export const supervisionBodySchema = z.object({
  method: z.enum(SUPERVISION_METHODS, { error: 'validation.required' }),
  date: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
  minutes: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(10_000, { error: 'validation.tooLong' }),
});
export type SupervisionBody = z.infer<typeof supervisionBodySchema>;

export const supervisionSchema = z.object({
  id: z.string(),
  method: z.enum(SUPERVISION_METHODS),
  date: z.string(),
  minutes: z.string(),
  leader: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  createdBy: z.object({ id: z.string(), displayName: z.string() }),
  createdAt: z.string(),
});
export type Supervision = z.infer<typeof supervisionSchema>;
export const supervisionListSchema = z.object({ items: z.array(supervisionSchema) });

/** People who may be named supervising leader (admin and staff accounts). */
export const leaderListSchema = z.object({
  items: z.array(z.object({ id: z.string(), displayName: z.string() })),
});

// --- public replies --------------------------------------------------------------------------------

export const publicReplyQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type PublicReplyQuery = z.infer<typeof publicReplyQuerySchema>;
export type PublicReplyQueryInput = z.input<typeof publicReplyQuerySchema>;

/** What the public sees of a reply: never a contact person, phone or the member's address. */
export const publicReplySchema = z.object({
  id: z.string(),
  proposal: z.object({ number: z.number().nullable(), title: z.string(), sessionName: z.string() }),
  unitName: z.string(),
  title: z.string(),
  /** The whole text (`full`) or its first paragraph (`summary`). */
  text: z.string(),
  publication: z.enum(['full', 'summary']),
  resultClass: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type PublicReply = z.infer<typeof publicReplySchema>;
export const publicReplyListSchema = z.object({
  items: z.array(publicReplySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PublicReplyList = z.infer<typeof publicReplyListSchema>;

/** The first paragraph of a reply, at most 200 characters: a `summary` publication. */
export function replySummary(body: string): string {
  const first = body.split(/\n\s*\n|\n/)[0]?.trim() ?? '';
  return first.length > 200 ? `${first.slice(0, 200)}…` : first;
}

// --- audit log -------------------------------------------------------------------------------------

export const auditQuerySchema = z.object({
  proposalId: z.string().optional(),
  actorId: z.string().optional(),
  action: z.string().trim().max(40).optional(),
  from: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  comment: z.string().nullable(),
  actor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  /** `title` null: a proposal the reader may not open (another member's draft); `comment` is withheld too. */
  proposal: z.object({ id: z.string(), number: z.number().nullable(), title: z.string().nullable() }),
  taskId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditList = z.infer<typeof auditListSchema>;
