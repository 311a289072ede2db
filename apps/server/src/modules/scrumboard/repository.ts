import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  ScrumboardBoardsTable,
  ScrumboardCardsTable,
  ScrumboardListsTable,
} from '../../db/schema-scrumboard';
import type { IsoTime } from '../../db/values';

export type BoardRow = Selectable<ScrumboardBoardsTable>;
export type ListRow = Selectable<ScrumboardListsTable>;
export type CardRow = Selectable<ScrumboardCardsTable>;
export interface PersonRow {
  id: string;
  displayName: string;
  photoUrl: string | null;
}

/** The boards the user is a member of, oldest first. */
export function boardsOf(db: Kysely<DB>, userId: string): Promise<BoardRow[]> {
  return db
    .selectFrom('scrumboardBoards')
    .innerJoin('scrumboardMembers', 'scrumboardMembers.boardId', 'scrumboardBoards.id')
    .selectAll('scrumboardBoards')
    .where('scrumboardMembers.userId', '=', userId)
    .orderBy('scrumboardBoards.createdAt')
    .orderBy('scrumboardBoards.id')
    .execute();
}

/** The board with the member's own subscription, only when the user is one of its members. */
export function boardForMember(db: Kysely<DB>, boardId: string, userId: string) {
  return db
    .selectFrom('scrumboardBoards')
    .innerJoin('scrumboardMembers', 'scrumboardMembers.boardId', 'scrumboardBoards.id')
    .selectAll('scrumboardBoards')
    .select('scrumboardMembers.subscribed')
    .where('scrumboardBoards.id', '=', boardId)
    .where('scrumboardMembers.userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Bumps the board's version: the first statement of every write, so the row lock it takes (PostgreSQL)
 * makes concurrent writes to one board wait for each other. False when the board is gone.
 */
export async function lockBoard(db: Kysely<DB>, boardId: string, at: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('scrumboardBoards')
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: at }))
    .where('id', '=', boardId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertBoard(db: Kysely<DB>, row: Insertable<ScrumboardBoardsTable>): Promise<void> {
  await db.insertInto('scrumboardBoards').values(row).execute();
}

export async function updateBoard(
  db: Kysely<DB>,
  boardId: string,
  fields: Updateable<ScrumboardBoardsTable>,
): Promise<void> {
  // Nothing to change (settings with only the caller's own `subscribed`, or none): an UPDATE needs a column.
  if (Object.keys(fields).length === 0) return;
  await db.updateTable('scrumboardBoards').set(fields).where('id', '=', boardId).execute();
}

export async function deleteBoard(db: Kysely<DB>, boardId: string): Promise<void> {
  await db.deleteFrom('scrumboardCards').where('boardId', '=', boardId).execute();
  await db.deleteFrom('scrumboardLists').where('boardId', '=', boardId).execute();
  await db.deleteFrom('scrumboardMembers').where('boardId', '=', boardId).execute();
  await db.deleteFrom('scrumboardBoards').where('id', '=', boardId).execute();
}

/**
 * The board's members, in the order they joined; the creator first among those who joined in the same
 * millisecond (a board made and shared at once), so the order does not depend on the ids drawn.
 */
export function membersOf(db: Kysely<DB>, boardId: string): Promise<PersonRow[]> {
  return db
    .selectFrom('scrumboardMembers')
    .innerJoin('users', 'users.id', 'scrumboardMembers.userId')
    .innerJoin('scrumboardBoards', 'scrumboardBoards.id', 'scrumboardMembers.boardId')
    .select(['users.id', 'users.displayName', 'users.photoUrl'])
    .where('scrumboardMembers.boardId', '=', boardId)
    .orderBy('scrumboardMembers.joinedAt')
    .orderBy((eb) =>
      eb.case().when('users.id', '=', eb.ref('scrumboardBoards.createdBy')).then(0).else(1).end(),
    )
    .orderBy('users.id')
    .execute();
}

export async function insertMember(db: Kysely<DB>, boardId: string, userId: string, at: IsoTime) {
  await db.insertInto('scrumboardMembers').values({ boardId, userId, subscribed: 1, joinedAt: at }).execute();
}

export async function deleteMembers(db: Kysely<DB>, boardId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('scrumboardMembers')
    .where('boardId', '=', boardId)
    .where('userId', 'in', [...userIds])
    .execute();
}

export async function setSubscribed(db: Kysely<DB>, boardId: string, userId: string, subscribed: 0 | 1) {
  await db
    .updateTable('scrumboardMembers')
    .set({ subscribed })
    .where('boardId', '=', boardId)
    .where('userId', '=', userId)
    .execute();
}

/** Active accounts (who can be made members), by name. */
export function people(db: Kysely<DB>, ids?: readonly string[]): Promise<PersonRow[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'displayName', 'photoUrl'])
    .where('disabled', '=', 0)
    .orderBy('displayName')
    .orderBy('id');
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where('id', 'in', [...ids]);
  }
  return query.execute();
}

export function listsOf(db: Kysely<DB>, boardId: string): Promise<ListRow[]> {
  return db
    .selectFrom('scrumboardLists')
    .selectAll()
    .where('boardId', '=', boardId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertList(db: Kysely<DB>, row: Insertable<ScrumboardListsTable>): Promise<void> {
  await db.insertInto('scrumboardLists').values(row).execute();
}

/** Writes a list of the board; false when it is not one of the board's. */
export async function updateList(
  db: Kysely<DB>,
  boardId: string,
  listId: string,
  fields: Updateable<ScrumboardListsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('scrumboardLists')
    .set(fields)
    .where('boardId', '=', boardId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a list of the board with its cards; false when it is not one of the board's. */
export async function deleteList(db: Kysely<DB>, boardId: string, listId: string): Promise<boolean> {
  await db
    .deleteFrom('scrumboardCards')
    .where('boardId', '=', boardId)
    .where('listId', '=', listId)
    .execute();
  const result = await db
    .deleteFrom('scrumboardLists')
    .where('boardId', '=', boardId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The board's cards, list by list, in their order. */
export function cardsOf(db: Kysely<DB>, boardId: string): Promise<CardRow[]> {
  return db
    .selectFrom('scrumboardCards')
    .selectAll()
    .where('boardId', '=', boardId)
    .orderBy('listId')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findCard(db: Kysely<DB>, boardId: string, cardId: string): Promise<CardRow | undefined> {
  return db
    .selectFrom('scrumboardCards')
    .selectAll()
    .where('boardId', '=', boardId)
    .where('id', '=', cardId)
    .executeTakeFirst();
}

export async function insertCard(db: Kysely<DB>, row: Insertable<ScrumboardCardsTable>): Promise<void> {
  await db.insertInto('scrumboardCards').values(row).execute();
}

export async function updateCard(
  db: Kysely<DB>,
  boardId: string,
  cardId: string,
  fields: Updateable<ScrumboardCardsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('scrumboardCards')
    .set(fields)
    .where('boardId', '=', boardId)
    .where('id', '=', cardId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteCard(db: Kysely<DB>, boardId: string, cardId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('scrumboardCards')
    .where('boardId', '=', boardId)
    .where('id', '=', cardId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
