import { PassThrough, type Readable } from 'node:stream';
import {
  ADMIN_LOG_ACTION_LABELS,
  ADMIN_LOG_EXPORT_HEADERS,
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
  type Language,
} from '@cppcc/contracts';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbJson } from '../../db/values';
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

const EXPORT_BATCH = 1000;
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

    /**
     * Every entry the filters match, newest first, as an .xlsx written while it is read: batches of a
     * thousand rows through exceljs' streaming writer, so a long log is never held in memory. The export
     * itself is an entry of the log.
     */
    async export(query: AdminLogExportQuery, language: Language, context: AuditContext): Promise<Readable> {
      await recordAudit(db, context, {
        action: 'download.export',
        target: { kind: 'export', label: 'admin-log.xlsx' },
        after: { ...query },
      });
      const stream = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
      const sheet = workbook.addWorksheet(language === 'zh-CN' ? '操作日志' : 'Audit log');
      sheet.columns = ADMIN_LOG_EXPORT_HEADERS[language].map((header, index) => ({
        header,
        width: [22, 18, 14, 16, 10, 30, 40, 40][index] ?? 20,
      }));
      const write = async () => {
        let after: { createdAt: string; id: string } | undefined;
        for (;;) {
          const rows = await adminLogBatch(db, query, after, EXPORT_BATCH);
          for (const row of rows) {
            const entry = toAdminLogEntry(row);
            sheet
              .addRow([
                entry.createdAt,
                ADMIN_LOG_ACTION_LABELS[entry.action][language],
                entry.actor?.displayName ?? '',
                entry.ip ?? '',
                ADMIN_LOG_TARGET_LABELS[entry.targetKind][language],
                entry.targetLabel,
                entry.before ? JSON.stringify(entry.before) : '',
                entry.after ? JSON.stringify(entry.after) : '',
              ])
              .commit();
          }
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_BATCH) break;
          after = { createdAt: last.createdAt, id: last.id };
        }
        sheet.commit();
        await workbook.commit();
      };
      write().catch((error: unknown) => stream.destroy(error as Error));
      return stream;
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
