import {
  calendarFeedPath,
  CALENDAR_LIMITS,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarFeed,
} from '@cppcc/contracts';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso, toDbBool, type Clock } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import {
  countEvents,
  deleteEvent,
  findFeedOwner,
  findFeedToken,
  insertEvent,
  listEvents,
  replaceEvent,
  saveFeedToken,
  type CalendarEventRow,
} from './repository';

export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    allDay: fromDbBool(row.allDay),
    start: row.startsAt,
    end: row.endsAt,
    ...(row.description ? { desc: row.description } : {}),
  };
}

/** Instants are stored in the one fixed-width form (`.000Z`), days as they are. */
const stored = (value: string, allDay: boolean) => (allDay ? value : new Date(value).toISOString());

/** 32 random bytes, URL-safe: the secret part of a feed address. */
const newFeedToken = () => randomBytes(32).toString('base64url');

/**
 * The calendar app (seed 001): each user's own events — every read and write is filtered by the owner —
 * and the secret token of the user's iCalendar feed.
 */
export function calendarService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;
  const list = async (userId: string): Promise<CalendarEvent[]> =>
    (await listEvents(db, userId)).map(toCalendarEvent);

  return {
    list,

    async add(userId: string, input: CalendarEventInput): Promise<CalendarEvent[]> {
      await inTransaction(db, async (trx) => {
        if ((await countEvents(trx, userId)) >= CALENDAR_LIMITS.events)
          throw badRequest('calendar.tooManyEvents');
        const at = now();
        await insertEvent(trx, {
          id: newId(),
          userId,
          title: input.title,
          allDay: toDbBool(input.allDay),
          startsAt: stored(input.start, input.allDay),
          endsAt: stored(input.end, input.allDay),
          description: input.desc || null,
          createdAt: at,
          updatedAt: at,
        });
      });
      return list(userId);
    },

    /** update-event: the event replaced by id; someone else's id is as unknown as a made-up one. */
    async update(userId: string, event: CalendarEventInput & { id: string }): Promise<CalendarEvent[]> {
      const found = await replaceEvent(db, userId, event.id, {
        title: event.title,
        allDay: toDbBool(event.allDay),
        startsAt: stored(event.start, event.allDay),
        endsAt: stored(event.end, event.allDay),
        description: event.desc || null,
        updatedAt: now(),
      });
      if (!found) throw notFound('calendar.eventUnknown');
      return list(userId);
    },

    async remove(userId: string, eventId: string): Promise<CalendarEvent[]> {
      if (!(await deleteEvent(db, userId, eventId))) throw notFound('calendar.eventUnknown');
      return list(userId);
    },

    /** The user's feed address, made on first use. */
    async feed(userId: string): Promise<CalendarFeed> {
      let token = await findFeedToken(db, userId);
      if (!token) {
        await saveFeedToken(db, userId, newFeedToken(), now(), false);
        token = await findFeedToken(db, userId);
      }
      if (!token) throw new Error('calendar feed token not stored');
      return { token, path: calendarFeedPath(token) };
    },

    /** A new secret address; the old one stops working at once. */
    async regenerateFeed(userId: string): Promise<CalendarFeed> {
      const token = newFeedToken();
      await saveFeedToken(db, userId, token, now(), true);
      return { token, path: calendarFeedPath(token) };
    },

    /** Whose feed a token opens; undefined for an unknown (or replaced) token. */
    feedOwner: (token: string) => findFeedOwner(db, token),
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
