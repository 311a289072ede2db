import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionsTable } from '../../db/schema-proposals';

export type SessionRow = Selectable<SessionsTable>;

export function listSessions(db: Kysely<DB>): Promise<SessionRow[]> {
  return db.selectFrom('sessions').selectAll().orderBy('term', 'desc').orderBy('meeting', 'desc').execute();
}

export function findSession(db: Kysely<DB>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCurrentSession(db: Kysely<DB>): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('isCurrent', '=', 1).executeTakeFirst();
}

export function findSessionByTermMeeting(
  db: Kysely<DB>,
  term: number,
  meeting: number,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('term', '=', term)
    .where('meeting', '=', meeting)
    .executeTakeFirst();
}

export async function insertSession(db: Kysely<DB>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function updateSession(
  db: Kysely<DB>,
  id: string,
  patch: Updateable<SessionsTable>,
): Promise<void> {
  await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
}

export async function clearCurrentSession(db: Kysely<DB>, now: string): Promise<void> {
  await db.updateTable('sessions').set({ isCurrent: 0, updatedAt: now }).where('isCurrent', '=', 1).execute();
}

/**
 * Takes the session's next proposal number atomically: the row lock of the UPDATE serializes concurrent
 * registrations on PostgreSQL until the registering transaction ends (SQLite has one writer anyway).
 */
export async function takeNextNumber(db: Kysely<DB>, sessionId: string): Promise<number> {
  const row = await db
    .updateTable('sessions')
    .set((eb) => ({ nextNumber: eb('nextNumber', '+', 1) }))
    .where('id', '=', sessionId)
    .returning('nextNumber')
    .executeTakeFirstOrThrow();
  return Number(row.nextNumber) - 1;
}
