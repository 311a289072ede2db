import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Notifications (issue 6): the in-app notifications with their SMS delivery state, each user's
 * notification preferences, and the overdue warnings already raised.
 *
 * - `notifications.sms_state`: none (no SMS wanted or possible) → pending → sending (claimed by one
 *   server with a conditional UPDATE) → sent | failed.
 * - `task_warnings`: one row per (task, kind, due date) ever warned about. Its primary key is what makes
 *   the scheduled job safe on several servers: whoever inserts the row sends the warning; an extended
 *   due date is a new key, so it is warned about again.
 * - `notification_settings`: a row only once the user changed a default (SMS on). Kept apart from
 *   `users.settings`, which the web shell rewrites whole with its layout settings.
 */
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('params', COLUMN.json, (col) => col.notNull())
      .addColumn('link', COLUMN.text, (col) => col.notNull())
      .addColumn('read_at', COLUMN.time)
      .addColumn('sms_state', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    // The bell's unread count and the newest-first list of one user.
    await db.schema
      .createIndex('notifications_user_read_created')
      .on('notifications')
      .columns(['user_id', 'read_at', 'created_at'])
      .execute();
    await db.schema
      .createIndex('notifications_user_created')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
    // The SMS dispatcher's queue (few rows are pending at any time).
    await db.schema
      .createIndex('notifications_sms_state')
      .on('notifications')
      .columns(['sms_state', 'created_at'])
      .execute();

    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', COLUMN.id, (col) => col.primaryKey().references('users.id'))
      .addColumn('sms_notifications', COLUMN.bool, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('task_warnings')
      .addColumn('task_id', COLUMN.id, (col) => col.notNull().references('tasks.id'))
      // due_soon | overdue
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('due_date', COLUMN.time, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addPrimaryKeyConstraint('task_warnings_pk', ['task_id', 'kind', 'due_date'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['task_warnings', 'notification_settings', 'notifications']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
