import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Accounts (issue 3): units, users, sign-in sessions (so logout really revokes a token), SMS codes,
 * password reset tokens, the demo outbox of the `log` message provider, and the quick panel items.
 */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('units')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('name', COLUMN.text, (col) => col.notNull().unique())
      .addColumn('type', COLUMN.text, (col) => col.notNull())
      .addColumn('contact_name', COLUMN.text, (col) => col.notNull())
      .addColumn('contact_phone', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('phone', COLUMN.text, (col) => col.unique())
      .addColumn('email', COLUMN.text, (col) => col.unique())
      .addColumn('display_name', COLUMN.text, (col) => col.notNull())
      .addColumn('photo_url', COLUMN.text)
      .addColumn('password_hash', COLUMN.text)
      .addColumn('roles', COLUMN.json, (col) => col.notNull())
      .addColumn('unit_id', COLUMN.id, (col) => col.references('units.id'))
      .addColumn('member_profile', COLUMN.json)
      .addColumn('source', COLUMN.text, (col) => col.notNull())
      .addColumn('settings', COLUMN.json, (col) => col.notNull())
      .addColumn('shortcuts', COLUMN.json, (col) => col.notNull())
      .addColumn('disabled', COLUMN.bool, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('users_unit_id').on('users').column('unit_id').execute();
    await db.schema
      .createTable('auth_sessions')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('expires_at', COLUMN.time, (col) => col.notNull())
      .addColumn('revoked_at', COLUMN.time)
      .execute();
    await db.schema.createIndex('auth_sessions_user_id').on('auth_sessions').column('user_id').execute();
    await db.schema
      .createTable('sms_codes')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('phone', COLUMN.text, (col) => col.notNull())
      .addColumn('code_hash', COLUMN.text, (col) => col.notNull())
      .addColumn('expires_at', COLUMN.time, (col) => col.notNull())
      .addColumn('attempts', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('consumed_at', COLUMN.time)
      .execute();
    await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();
    await db.schema
      .createTable('password_resets')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('token_hash', COLUMN.text, (col) => col.notNull().unique())
      .addColumn('expires_at', COLUMN.time, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('used_at', COLUMN.time)
      .execute();
    await db.schema
      .createTable('outbox')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('channel', COLUMN.text, (col) => col.notNull())
      .addColumn('recipient', COLUMN.text, (col) => col.notNull())
      .addColumn('subject', COLUMN.text, (col) => col.notNull())
      .addColumn('body', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('quick_panel_items')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('detail', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('quick_panel_items_user_id')
      .on('quick_panel_items')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'quick_panel_items',
      'outbox',
      'password_resets',
      'sms_codes',
      'auth_sessions',
      'users',
      'units',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
