import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson, nowIso, toDbJson } from '../../db/values';

/** SQL for the `settings` table. Values are JSON (db/values.ts). */
export async function findSetting(db: Kysely<DB>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : fromDbJson(row.value);
}

/** Insert or replace, in one statement on both dialects (ON CONFLICT … DO UPDATE). */
export async function upsertSetting(db: Kysely<DB>, key: string, value: unknown): Promise<void> {
  const row = { key, value: toDbJson(value), updatedAt: nowIso() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }),
    )
    .execute();
}
