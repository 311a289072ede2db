import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The academy and the e-commerce demo apps (issue 17). Courses are shared (both languages' texts as JSON);
 * each person's progress through a course is a row of its own (user, course). Products and orders are the
 * shop's shared records: the fields the screens sort and search on are columns, the rest JSON; an order's
 * status history is its own table, so adding a status never rewrites the order.
 */
export const academyShop: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('academy_courses')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('slug', COLUMN.text, (col) => col.notNull())
      .addColumn('category', COLUMN.text, (col) => col.notNull())
      .addColumn('length', COLUMN.int, (col) => col.notNull())
      .addColumn('texts', COLUMN.json, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('academy_progress')
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('course_id', COLUMN.id, (col) => col.notNull().references('academy_courses.id'))
      .addColumn('active_step', COLUMN.int, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .addPrimaryKeyConstraint('academy_progress_pk', ['user_id', 'course_id'])
      .execute();

    await db.schema
      .createTable('shop_products')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('handle', COLUMN.text, (col) => col.notNull())
      .addColumn('active', COLUMN.bool, (col) => col.notNull())
      .addColumn('texts', COLUMN.json, (col) => col.notNull())
      .addColumn('details', COLUMN.json, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('shop_orders')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('reference', COLUMN.text, (col) => col.notNull().unique())
      .addColumn('details', COLUMN.json, (col) => col.notNull())
      .addColumn('date', COLUMN.time, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('shop_order_statuses')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('order_id', COLUMN.id, (col) => col.notNull().references('shop_orders.id'))
      .addColumn('status', COLUMN.int, (col) => col.notNull())
      .addColumn('date', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('shop_order_statuses_order')
      .on('shop_order_statuses')
      .columns(['order_id', 'date'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('shop_order_statuses').execute();
    await db.schema.dropTable('shop_orders').execute();
    await db.schema.dropTable('shop_products').execute();
    await db.schema.dropTable('academy_progress').execute();
    await db.schema.dropTable('academy_courses').execute();
  },
};
