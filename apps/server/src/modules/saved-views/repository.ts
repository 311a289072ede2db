import { PostgresAdapter, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SavedViewsTable } from '../../db/schema-saved-views';

export type SavedViewRow = Selectable<SavedViewsTable> & { ownerName: string };

/** The views a person may read: their own, and the shared ones when `withShared`; with the owner's name. */
function visibleViews(db: Kysely<DB>, userId: string, withShared: boolean) {
  return db
    .selectFrom('savedViews')
    .innerJoin('users', 'users.id', 'savedViews.ownerId')
    .selectAll('savedViews')
    .select('users.displayName as ownerName')
    .where((eb) =>
      withShared
        ? eb.or([eb('savedViews.ownerId', '=', userId), eb('savedViews.shared', '=', 1)])
        : eb('savedViews.ownerId', '=', userId),
    );
}

export function listViews(
  db: Kysely<DB>,
  userId: string,
  listId: string,
  withShared: boolean,
): Promise<SavedViewRow[]> {
  return visibleViews(db, userId, withShared)
    .where('savedViews.listId', '=', listId)
    .orderBy('savedViews.name')
    .orderBy('savedViews.id')
    .execute();
}

export function findVisibleView(
  db: Kysely<DB>,
  userId: string,
  id: string,
  withShared: boolean,
): Promise<SavedViewRow | undefined> {
  return visibleViews(db, userId, withShared).where('savedViews.id', '=', id).executeTakeFirst();
}

export async function countOwnViews(db: Kysely<DB>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('savedViews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Holds the owner's row until the transaction ends, so two saves of one person count their views one after
 * the other (the per-person limit). SQLite runs one write transaction at a time already.
 */
export async function lockOwner(trx: Kysely<DB>, ownerId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

export async function insertView(db: Kysely<DB>, row: Insertable<SavedViewsTable>): Promise<void> {
  await db.insertInto('savedViews').values(row).execute();
}

export async function updateView(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<SavedViewsTable>,
): Promise<void> {
  await db.updateTable('savedViews').set(changes).where('id', '=', id).execute();
}

/** Deletes the view and the defaults naming it. */
export async function deleteView(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('savedViewDefaults').where('viewId', '=', id).execute();
  await db.deleteFrom('savedViews').where('id', '=', id).execute();
}

/** Everyone's defaults that name the view except its owner's: for a view no longer shared. */
export async function dropOthersDefaults(db: Kysely<DB>, viewId: string, ownerId: string): Promise<void> {
  await db
    .deleteFrom('savedViewDefaults')
    .where('viewId', '=', viewId)
    .where('userId', '!=', ownerId)
    .execute();
}

export async function findDefault(db: Kysely<DB>, userId: string, listId: string): Promise<string | null> {
  const row = await db
    .selectFrom('savedViewDefaults')
    .select('viewId')
    .where('userId', '=', userId)
    .where('listId', '=', listId)
    .executeTakeFirst();
  return row?.viewId ?? null;
}

export async function setDefault(
  db: Kysely<DB>,
  userId: string,
  listId: string,
  viewId: string | null,
): Promise<void> {
  await db
    .deleteFrom('savedViewDefaults')
    .where('userId', '=', userId)
    .where('listId', '=', listId)
    .execute();
  if (viewId !== null) await db.insertInto('savedViewDefaults').values({ userId, listId, viewId }).execute();
}
