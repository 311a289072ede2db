import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CalendarEventsTable } from '../../db/schema-calendar';

export type CalendarEventRow = Selectable<CalendarEventsTable>;

/** A user's events, earliest first. */
export function listEvents(db: Kysely<DB>, userId: string): Promise<CalendarEventRow[]> {
  return db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
}

export async function countEvents(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('calendarEvents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertEvent(db: Kysely<DB>, row: CalendarEventRow): Promise<void> {
  await db.insertInto('calendarEvents').values(row).execute();
}

/** Replaces one of the user's events; false when the user has no event with this id. */
export async function replaceEvent(
  db: Kysely<DB>,
  userId: string,
  id: string,
  patch: Pick<CalendarEventRow, 'title' | 'allDay' | 'startsAt' | 'endsAt' | 'description' | 'updatedAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('calendarEvents')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEvent(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('calendarEvents')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findFeedToken(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendarFeeds')
    .select('token')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

export async function findFeedOwner(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendarFeeds')
    .select('userId')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.userId;
}

/**
 * Stores the user's token. `replace`: the new token takes the old one's place (which then finds nobody);
 * otherwise an existing token is kept (two first reads at once keep the first).
 */
export async function saveFeedToken(
  db: Kysely<DB>,
  userId: string,
  token: string,
  now: string,
  replace: boolean,
): Promise<void> {
  await db
    .insertInto('calendarFeeds')
    .values({ userId, token, createdAt: now })
    .onConflict((oc) =>
      replace ? oc.column('userId').doUpdateSet({ token, createdAt: now }) : oc.column('userId').doNothing(),
    )
    .execute();
}
