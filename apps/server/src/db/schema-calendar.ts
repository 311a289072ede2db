import type { DbBool, Id, IsoTime } from './values';

/** The calendar tables (migration 0015_calendar). */

export interface CalendarEventsTable {
  id: Id;
  userId: Id;
  title: string;
  allDay: DbBool;
  /** A timed event's ISO-8601 UTC instant, or an all-day event's `YYYY-MM-DD`. */
  startsAt: string;
  /** As `startsAt`; an all-day event's end day is exclusive. */
  endsAt: string;
  description: string | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** One secret feed token per user; regenerating replaces it (the old address stops working). */
export interface CalendarFeedsTable {
  userId: Id;
  token: string;
  createdAt: IsoTime;
}

export interface CalendarTables {
  calendarEvents: CalendarEventsTable;
  calendarFeeds: CalendarFeedsTable;
}
