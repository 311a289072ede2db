import type { AdminLogExportQuery } from '@cppcc/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminLogTable } from '../../db/schema-admin-log';

/** SQL of the audit log (issue 30 §2): insert, filtered pages, a keyset walk for the export, the purge. */

export type AdminLogRow = Selectable<AdminLogTable> & { actorName: string | null };

/** In statements of 200 rows (SQLite's limit on bound values), so an import's thousands of entries fit. */
export async function insertAdminLog(db: Kysely<DB>, rows: Selectable<AdminLogTable>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 200)
    await db
      .insertInto('adminLog')
      .values(rows.slice(at, at + 200))
      .execute();
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Kysely<DB>, filters: AdminLogExportQuery) {
  let query = db.selectFrom('adminLog').leftJoin('users', 'users.id', 'adminLog.actorId');
  if (filters.action) query = query.where('adminLog.action', '=', filters.action);
  if (filters.actorId) query = query.where('adminLog.actorId', '=', filters.actorId);
  if (filters.targetKind) query = query.where('adminLog.targetKind', '=', filters.targetKind);
  if (filters.from) query = query.where('adminLog.createdAt', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('adminLog.createdAt', '<=', new Date(filters.to).toISOString());
  const target = filters.target;
  if (target) {
    const pattern = `%${escapeLike(target)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('adminLog.targetId', '=', target),
        eb(eb.fn('lower', ['adminLog.targetLabel']), 'like', eb.val(pattern)),
      ]),
    );
  }
  return query;
}

const columns = [
  'adminLog.id',
  'adminLog.action',
  'adminLog.actorId',
  'adminLog.ip',
  'adminLog.targetKind',
  'adminLog.targetId',
  'adminLog.targetLabel',
  'adminLog.before',
  'adminLog.after',
  'adminLog.createdAt',
  'users.displayName as actorName',
] as const;

export async function adminLogPage(
  db: Kysely<DB>,
  filters: AdminLogExportQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminLogRow[]; total: number }> {
  const query = filtered(db, filters);
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(columns)
    .orderBy('adminLog.createdAt', 'desc')
    .orderBy('adminLog.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** The next batch after `after` (newest first), for the export: no offset, so each batch costs the same. */
export function adminLogBatch(
  db: Kysely<DB>,
  filters: AdminLogExportQuery,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<AdminLogRow[]> {
  let query = filtered(db, filters).select(columns);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('adminLog.createdAt', '<', after.createdAt),
        eb.and([eb('adminLog.createdAt', '=', after.createdAt), eb('adminLog.id', '<', after.id)]),
      ]),
    );
  return query.orderBy('adminLog.createdAt', 'desc').orderBy('adminLog.id', 'desc').limit(limit).execute();
}

/** Removes entries older than `before`; the count removed. */
export async function purgeAdminLog(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom('adminLog').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
