import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson, nowIso, toDbJson } from '../../db/values';

/**
 * Settings read inside a transaction, by key, kept for that transaction's life. A workflow step asks the
 * workflow settings on every service call (the demo seed, one transaction a seeder, read them ~1,000 times
 * for ~27 distinct answers); a transaction sees one answer per key unless it writes the key itself, which
 * upsertSetting then forgets. Outside a transaction (a plain handle shared by requests) nothing is kept:
 * another request may change a setting at any time. Weak keys: the cache goes with the transaction object.
 */
const readInTransaction = new WeakMap<Kysely<DB>, Map<string, Promise<unknown>>>();

/** SQL for the `settings` table. Values are JSON (db/values.ts). */
export function findSetting(db: Kysely<DB>, key: string): Promise<unknown> {
  if (!db.isTransaction) return readSetting(db, key);
  let kept = readInTransaction.get(db);
  if (!kept) readInTransaction.set(db, (kept = new Map<string, Promise<unknown>>()));
  let value = kept.get(key);
  if (!value) {
    value = readSetting(db, key);
    kept.set(key, value);
    // A failed read is not kept: the caller sees the error, the next call asks again.
    const read = value;
    read.catch(() => kept.get(key) === read && kept.delete(key));
  }
  // Each caller gets its own copy: a caller changing the object it got must not change another's.
  return value.then(structuredClone);
}

async function readSetting(db: Kysely<DB>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : fromDbJson(row.value);
}

/** Insert or replace, in one statement on both dialects (ON CONFLICT … DO UPDATE). */
export async function upsertSetting(db: Kysely<DB>, key: string, value: unknown): Promise<void> {
  readInTransaction.get(db)?.delete(key);
  const row = { key, value: toDbJson(value), updatedAt: nowIso() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }),
    )
    .execute();
}
