import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileManagerItemsTable } from '../../db/schema-file-manager';

export type ItemRow = Selectable<FileManagerItemsTable>;

/** Every item of one user: a user's tree is small, and sizes, paths and locations are computed from it. */
export function itemsOf(db: Kysely<DB>, ownerId: string): Promise<ItemRow[]> {
  return db.selectFrom('fileManagerItems').selectAll().where('ownerId', '=', ownerId).execute();
}

export function findItem(db: Kysely<DB>, ownerId: string, id: string): Promise<ItemRow | undefined> {
  return db
    .selectFrom('fileManagerItems')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function namesIn(db: Kysely<DB>, ownerId: string, folderId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('fileManagerItems')
    .select('name')
    .where('ownerId', '=', ownerId)
    .where('folderId', '=', folderId)
    .execute();
  return new Set(rows.map((row) => row.name));
}

export async function ownerName(db: Kysely<DB>, ownerId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('displayName')
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return row.displayName;
}

export async function insertItem(db: Kysely<DB>, row: ItemRow): Promise<void> {
  await db.insertInto('fileManagerItems').values(row).execute();
}

export async function updateItem(
  db: Kysely<DB>,
  ownerId: string,
  id: string,
  patch: Updateable<FileManagerItemsTable>,
): Promise<void> {
  await db
    .updateTable('fileManagerItems')
    .set(patch)
    .where('ownerId', '=', ownerId)
    .where('id', '=', id)
    .execute();
}

export async function deleteItems(db: Kysely<DB>, ownerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('fileManagerItems')
    .where('ownerId', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
}
