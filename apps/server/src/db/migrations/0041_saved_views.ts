import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 30 §3. Saved views of a list: a person's named filter + sort + columns for one list (`list_id`),
 * optionally shared with all staff. A name is unique per owner and list. Each person's default view per
 * list is a row of its own (their own view or a shared one), removed with the view.
 */
export const savedViews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('saved_views')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('list_id', COLUMN.text, (col) => col.notNull())
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('params', COLUMN.json, (col) => col.notNull())
      .addColumn('columns', COLUMN.json, (col) => col.notNull())
      .addColumn('shared', COLUMN.bool, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('saved_views_owner_name')
      .on('saved_views')
      .columns(['owner_id', 'list_id', 'name'])
      .unique()
      .execute();
    await db.schema
      .createIndex('saved_views_shared')
      .on('saved_views')
      .columns(['list_id', 'shared'])
      .execute();
    await db.schema
      .createTable('saved_view_defaults')
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('list_id', COLUMN.text, (col) => col.notNull())
      .addColumn('view_id', COLUMN.id, (col) =>
        col.notNull().references('saved_views.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('saved_view_defaults_pk', ['user_id', 'list_id'])
      .execute();
    await db.schema
      .createIndex('saved_view_defaults_view')
      .on('saved_view_defaults')
      .column('view_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('saved_view_defaults').execute();
    await db.schema.dropTable('saved_views').execute();
  },
};
