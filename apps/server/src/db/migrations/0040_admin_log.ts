import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 30 §2. The audit log of administrative and security acts: who (null when nobody was signed in),
 * from which address, what, on which target (its kind, id and name at the time), the values before and
 * after (JSON). Only inserted; the retention job deletes by age, hence the index on the time. The filters
 * of the admin page read by action, actor and target, each newest first.
 */
export const adminLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_log')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('action', COLUMN.text, (col) => col.notNull())
      .addColumn('actor_id', COLUMN.id)
      .addColumn('ip', COLUMN.text)
      .addColumn('target_kind', COLUMN.text, (col) => col.notNull())
      .addColumn('target_id', COLUMN.text)
      .addColumn('target_label', COLUMN.text, (col) => col.notNull())
      .addColumn('before', COLUMN.json)
      .addColumn('after', COLUMN.json)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('admin_log_time').on('admin_log').columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex('admin_log_action')
      .on('admin_log')
      .columns(['action', 'created_at'])
      .execute();
    await db.schema
      .createIndex('admin_log_actor')
      .on('admin_log')
      .columns(['actor_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('admin_log_target')
      .on('admin_log')
      .columns(['target_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_log').execute();
  },
};
