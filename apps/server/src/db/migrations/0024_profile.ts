import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The profile page (issue 17): each user's own timeline (activities, posts with their comments), albums of
 * pictures and the About texts, in both languages; people on it (authors, friends) are accounts.
 */
export const profile: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile_activities')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('actor_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('message_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('message_en', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('profile_activities_user')
      .on('profile_activities')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('profile_posts')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('author_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('type', COLUMN.text, (col) => col.notNull())
      .addColumn('message_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('message_en', COLUMN.text, (col) => col.notNull())
      // `{ zh, en }` of a ProfileMedia / ProfileArticle, or null.
      .addColumn('media', COLUMN.json)
      .addColumn('article', COLUMN.json)
      .addColumn('likes', COLUMN.int, (col) => col.notNull())
      .addColumn('shares', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('profile_posts_user').on('profile_posts').column('user_id').execute();

    await db.schema
      .createTable('profile_comments')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('post_id', COLUMN.id, (col) => col.notNull().references('profile_posts.id'))
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('author_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('message_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('message_en', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('profile_comments_user').on('profile_comments').column('user_id').execute();

    await db.schema
      .createTable('profile_albums')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('name_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('name_en', COLUMN.text, (col) => col.notNull())
      // `[{ type, preview, title: { zh, en } }]`, in order.
      .addColumn('media', COLUMN.json, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('profile_albums_user').on('profile_albums').column('user_id').execute();

    await db.schema
      .createTable('profile_about')
      .addColumn('user_id', COLUMN.id, (col) => col.primaryKey().references('users.id'))
      .addColumn('content_zh', COLUMN.json, (col) => col.notNull())
      .addColumn('content_en', COLUMN.json, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('profile_friends')
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('friend_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addPrimaryKeyConstraint('profile_friends_pk', ['user_id', 'friend_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('profile_friends').execute();
    await db.schema.dropTable('profile_about').execute();
    await db.schema.dropTable('profile_albums').execute();
    await db.schema.dropTable('profile_comments').execute();
    await db.schema.dropTable('profile_posts').execute();
    await db.schema.dropTable('profile_activities').execute();
  },
};
