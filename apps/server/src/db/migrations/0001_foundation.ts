import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Tables every later feature relies on. Migrations use snake_case names (the SQL truth) and the
 * column kinds from db/values.ts; they never use database defaults for times or ids.
 */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('seed_runs')
      .addColumn('name', COLUMN.text, (col) => col.primaryKey())
      .addColumn('ran_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('settings')
      .addColumn('key', COLUMN.text, (col) => col.primaryKey())
      .addColumn('value', COLUMN.json, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('settings').execute();
    await db.schema.dropTable('seed_runs').execute();
  },
};
