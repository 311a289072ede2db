import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Team chat (issue 8): 1:1 chats, their members with unread counters, messages, and chat profiles.
 *
 * - `chats.pair_key` is unique: "one chat per pair of users" holds under concurrent get-chat on
 *   PostgreSQL (the loser's insert waits for the winner's commit and then does nothing).
 * - `chat_messages (chat_id, created_at)`: the newest page and paging back with `before`.
 * - `chat_members (user_id)`: a user's chat list.
 */
export const chat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chats')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('pair_key', COLUMN.text, (col) => col.notNull().unique())
      .addColumn('last_message_at', COLUMN.time)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('chat_members')
      .addColumn('chat_id', COLUMN.id, (col) => col.notNull().references('chats.id'))
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('unread', COLUMN.int, (col) => col.notNull().defaultTo(0))
      .addColumn('last_read_at', COLUMN.time)
      .addPrimaryKeyConstraint('chat_members_pk', ['chat_id', 'user_id'])
      .execute();
    await db.schema.createIndex('chat_members_user').on('chat_members').columns(['user_id']).execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('chat_id', COLUMN.id, (col) => col.notNull().references('chats.id'))
      .addColumn('sender_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('body', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('chat_messages_chat_created')
      .on('chat_messages')
      .columns(['chat_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('chat_profiles')
      .addColumn('user_id', COLUMN.id, (col) => col.primaryKey().references('users.id'))
      .addColumn('status', COLUMN.text, (col) => col.notNull())
      .addColumn('mood', COLUMN.text, (col) => col.notNull())
      .addColumn('name', COLUMN.text)
      .addColumn('avatar', COLUMN.text)
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['chat_profiles', 'chat_messages', 'chat_members', 'chats']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
