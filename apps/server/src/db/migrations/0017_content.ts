import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The content pages (issue 18): invoices (shared demo documents; both languages' texts as JSON, the amounts
 * also as columns), and the help content — FAQ groups and knowledge-base categories in one table, their
 * articles in another, in both languages, with the sanitized HTML's plain text kept for the site search.
 */
export const content: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoices')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('number', COLUMN.text, (col) => col.notNull())
      .addColumn('subtotal', COLUMN.text, (col) => col.notNull())
      .addColumn('tax', COLUMN.text, (col) => col.notNull())
      .addColumn('discount', COLUMN.text, (col) => col.notNull())
      .addColumn('total', COLUMN.text, (col) => col.notNull())
      .addColumn('texts', COLUMN.json, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('help_categories')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('key', COLUMN.text, (col) => col.notNull())
      .addColumn('title_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('title_en', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('help_categories_kind_key')
      .on('help_categories')
      .columns(['kind', 'key'])
      .unique()
      .execute();

    await db.schema
      .createTable('help_articles')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('category_id', COLUMN.id, (col) => col.notNull().references('help_categories.id'))
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('featured', COLUMN.bool, (col) => col.notNull().defaultTo(0))
      .addColumn('search_sample', COLUMN.int)
      .addColumn('title_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('title_en', COLUMN.text, (col) => col.notNull())
      .addColumn('content_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('content_en', COLUMN.text, (col) => col.notNull())
      .addColumn('text_zh', COLUMN.text, (col) => col.notNull())
      .addColumn('text_en', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('help_articles_category')
      .on('help_articles')
      .columns(['category_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('help_articles').execute();
    await db.schema.dropTable('help_categories').execute();
    await db.schema.dropTable('invoices').execute();
  },
};
