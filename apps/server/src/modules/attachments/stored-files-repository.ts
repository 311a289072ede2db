import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The bytes of files kept in the database (FILE_STORAGE=database). */
export async function insertStoredFile(
  db: Kysely<DB>,
  row: { key: string; content: Buffer; size: number; createdAt: string },
): Promise<void> {
  await db.insertInto('storedFiles').values(row).execute();
}

export async function storedFileContent(db: Kysely<DB>, key: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('storedFiles').select('content').where('key', '=', key).executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

export async function deleteStoredFile(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('storedFiles').where('key', '=', key).execute();
}

/** Keys stored before `before`, in key order after `after` (a page of the orphan sweep). */
export async function storedKeysBefore(
  db: Kysely<DB>,
  before: string,
  after: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('storedFiles')
    .select('key')
    .where('createdAt', '<', before)
    .where('key', '>', after)
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}
