import { z } from 'zod';
import { listExportQuerySchema } from '../lists/lists';
import { ADMIN_LOG_ACTIONS, ADMIN_LOG_TARGET_KINDS } from './actions';

// The audit log's entries and list query; its actions and their labels: ./actions.

const jsonRecord = z.record(z.string(), z.unknown());

export const adminLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_LOG_ACTIONS),
  /** Who did it; null when nobody was signed in (a failed sign-in, a reset by link). */
  actor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  /** The client's address as the server saw it (behind a trusted proxy: the forwarded one). */
  ip: z.string().nullable(),
  targetKind: z.enum(ADMIN_LOG_TARGET_KINDS),
  targetId: z.string().nullable(),
  /** The target's name when the act happened (a user's name and phone, a unit's name, the login typed). */
  targetLabel: z.string(),
  before: jsonRecord.nullable(),
  after: jsonRecord.nullable(),
  createdAt: z.string(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;

const isoTime = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

export const adminLogQuerySchema = z.object({
  action: z.enum(ADMIN_LOG_ACTIONS).optional(),
  actorId: z.string().trim().min(1).max(64).optional(),
  targetKind: z.enum(ADMIN_LOG_TARGET_KINDS).optional(),
  /** Words of the target's label (a name, a phone number) or its id. */
  target: z.string().trim().min(1).max(60).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminLogQuery = z.infer<typeof adminLogQuerySchema>;
export type AdminLogQueryInput = z.input<typeof adminLogQuerySchema>;
/** The export takes the same filters, without paging (every matching entry, newest first), and `columns`. */
export const adminLogExportQuerySchema = listExportQuerySchema(adminLogQuerySchema);
export type AdminLogExportQuery = z.infer<typeof adminLogExportQuerySchema>;

export const adminLogListSchema = z.object({
  items: z.array(adminLogEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminLogList = z.infer<typeof adminLogListSchema>;

/** How long entries are kept; the scheduler removes older ones. Two years by default. */
export const ADMIN_LOG_RETENTION_KEY = 'adminLog.retention';
export const ADMIN_LOG_RETENTION_MIN_DAYS = 30;
export const ADMIN_LOG_RETENTION_MAX_DAYS = 3650;
export const DEFAULT_ADMIN_LOG_RETENTION_DAYS = 730;
export const adminLogRetentionSchema = z.object({
  days: z
    .number({ error: 'adminLog.retentionDays' })
    .int({ error: 'adminLog.retentionDays' })
    .min(ADMIN_LOG_RETENTION_MIN_DAYS, { error: 'adminLog.retentionDays' })
    .max(ADMIN_LOG_RETENTION_MAX_DAYS, { error: 'adminLog.retentionDays' }),
});
export type AdminLogRetention = z.infer<typeof adminLogRetentionSchema>;

/**
 * Excel files the browser makes itself from figures it already shows (statistics, a unit's figures, the
 * topic guide, duty records): the page reports each one by POST /api/exports/recorded before the download, so
 * the audit log holds every export (issue 30 §2), not only the server's.
 */
export const CLIENT_EXPORT_SOURCES = ['statistics', 'unitFigures', 'topicGuide', 'dutyRecords'] as const;
export type ClientExportSource = (typeof CLIENT_EXPORT_SOURCES)[number];
export const clientExportBodySchema = z.object({
  source: z.enum(CLIENT_EXPORT_SOURCES),
  fileName: z.string().trim().min(1).max(200),
  /** The sheet's data rows. */
  rows: z.number().int().min(0).max(1_000_000),
});
export type ClientExportBody = z.infer<typeof clientExportBodySchema>;
