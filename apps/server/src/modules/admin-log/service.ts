import {
  ADMIN_LOG_ACTION_LABELS,
  ADMIN_LOG_RETENTION_KEY,
  ADMIN_LOG_TARGET_LABELS,
  adminLogRetentionSchema,
  DEFAULT_ADMIN_LOG_RETENTION_DAYS,
  type AdminLogAction,
  type AdminLogEntry,
  type AdminLogExportQuery,
  type AdminLogList,
  type AdminLogQuery,
  type AdminLogRetention,
  type AdminLogTargetKind,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbJson } from '../../db/values';
import { keysetBatches } from '../../lib/xlsx-export';
import type { ExportCells } from '../exports/list-export';
import { settingsService } from '../settings/service';
import { recordAudit, type AuditContext } from './record';
import { adminLogBatch, adminLogPage, purgeAdminLog, type AdminLogRow } from './repository';

export function toAdminLogEntry(row: AdminLogRow): AdminLogEntry {
  return {
    id: row.id,
    action: row.action as AdminLogAction,
    actor: row.actorId ? { id: row.actorId, displayName: row.actorName ?? '' } : null,
    ip: row.ip,
    targetKind: row.targetKind as AdminLogTargetKind,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before === null ? null : fromDbJson<Record<string, unknown>>(row.before),
    after: row.after === null ? null : fromDbJson<Record<string, unknown>>(row.after),
    createdAt: row.createdAt,
  };
}

/** The export's cells, one per column of the 'admin-log' list. */
export const ADMIN_LOG_CELLS: ExportCells<AdminLogEntry> = {
  createdAt: (entry) => entry.createdAt,
  action: (entry, language) => ADMIN_LOG_ACTION_LABELS[entry.action][language],
  actor: (entry) => entry.actor?.displayName ?? '',
  ip: (entry) => entry.ip ?? '',
  targetKind: (entry, language) => ADMIN_LOG_TARGET_LABELS[entry.targetKind][language],
  target: (entry) => entry.targetLabel,
  before: (entry) => (entry.before ? JSON.stringify(entry.before) : ''),
  after: (entry) => (entry.after ? JSON.stringify(entry.after) : ''),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit log's reads, its export and its retention (issue 30 §2). Nothing here edits an entry. */
export function adminLogService(db: Kysely<DB>) {
  const settings = settingsService(db);

  async function retention(): Promise<AdminLogRetention> {
    const parsed = adminLogRetentionSchema.safeParse(await settings.get(ADMIN_LOG_RETENTION_KEY));
    return parsed.success ? parsed.data : { days: DEFAULT_ADMIN_LOG_RETENTION_DAYS };
  }

  return {
    async list(query: AdminLogQuery): Promise<AdminLogList> {
      const { page, pageSize, ...filters } = query;
      const { rows, total } = await adminLogPage(db, filters, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { items: rows.map(toAdminLogEntry), total, page, pageSize };
    },

    /** Every entry the filters match, newest first, a thousand at a time (the export's rows). */
    exportBatches(query: AdminLogExportQuery): AsyncIterable<readonly AdminLogEntry[]> {
      return keysetBatches(
        async (after: { createdAt: string; id: string } | undefined, limit) =>
          (await adminLogBatch(db, query, after, limit)).map(toAdminLogEntry),
        (entry) => ({ createdAt: entry.createdAt, id: entry.id }),
      );
    },

    retention,

    async setRetention(value: AdminLogRetention, context: AuditContext): Promise<AdminLogRetention> {
      return inTransaction(db, async (trx) => {
        const before = await adminLogService(trx).retention();
        await settingsService(trx).set(ADMIN_LOG_RETENTION_KEY, value);
        await recordAudit(trx, context, {
          action: 'settings.auditRetentionChanged',
          target: { kind: 'settings', id: ADMIN_LOG_RETENTION_KEY, label: ADMIN_LOG_RETENTION_KEY },
          before,
          after: value,
        });
        return value;
      });
    },
  };
}

/** The scheduler's job: entries older than the retention removed; the count. */
export async function purgeExpiredAdminLog(db: Kysely<DB>, now: Date): Promise<number> {
  const { days } = await adminLogService(db).retention();
  return purgeAdminLog(db, new Date(now.getTime() - days * DAY_MS).toISOString());
}
