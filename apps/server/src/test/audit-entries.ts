import type { AdminLogAction } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { fromDbJson } from '../db/values';

/** The audit log's entries of one action, oldest first: who, about whom and what was kept after. */
export async function auditEntries(db: Kysely<DB>, action: AdminLogAction) {
  const rows = await db
    .selectFrom('adminLog')
    .select(['actorId', 'targetId', 'targetLabel', 'after'])
    .where('action', '=', action)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    actorId: row.actorId,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    after: row.after === null ? null : fromDbJson<Record<string, unknown>>(row.after),
  }));
}
