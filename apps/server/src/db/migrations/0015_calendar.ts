import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The calendar app (issue 15): each user's events and the secret token of each user's iCalendar feed.
 *
 * - `calendar_events (user_id, starts_at)`: a user's events in order; every read is per user.
 * - `starts_at`/`ends_at` hold an ISO-8601 UTC instant for a timed event, a `YYYY-MM-DD` day (end
 *   exclusive) for an all-day one (contracts/calendar).
 * - `calendar_feeds.token` is unique: the feed route finds its user by the token alone.
 */
export const calendar: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_events')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('all_day', COLUMN.bool, (col) => col.notNull())
      .addColumn('starts_at', COLUMN.text, (col) => col.notNull())
      .addColumn('ends_at', COLUMN.text, (col) => col.notNull())
      .addColumn('description', COLUMN.text)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('calendar_events_user_start')
      .on('calendar_events')
      .columns(['user_id', 'starts_at'])
      .execute();

    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', COLUMN.id, (col) => col.primaryKey().references('users.id'))
      .addColumn('token', COLUMN.text, (col) => col.notNull().unique())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_feeds').execute();
    await db.schema.dropTable('calendar_events').execute();
  },
};
