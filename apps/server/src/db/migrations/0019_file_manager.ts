import { PostgresAdapter, type Kysely, type Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The file manager (issue 16) and file storage in the database.
 *
 * - `stored_files`: the bytes of uploaded files when FILE_STORAGE=database, so every server behind a load
 *   balancer reads what any of them wrote (bytea on PostgreSQL, blob on SQLite). The key is the same opaque
 *   key the disk storage uses; the rows that name a file (attachments, file manager items) keep it.
 * - `file_manager_items`: each user's folders and files. `folder_id` is the parent folder, '' at the top
 *   (not NULL: the unique name per folder must hold at the top too, and NULLs never collide in a unique
 *   index). A file's bytes are in the storage under `storage_key`.
 */
export const fileManager: Migration = {
  async up(db: Kysely<unknown>) {
    const blob = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('stored_files')
      .addColumn('key', COLUMN.text, (col) => col.primaryKey())
      .addColumn('content', blob, (col) => col.notNull())
      .addColumn('size', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('file_manager_items')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('folder_id', COLUMN.id, (col) => col.notNull())
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('content_type', COLUMN.text)
      .addColumn('size', COLUMN.int, (col) => col.notNull())
      .addColumn('storage_key', COLUMN.text)
      .addColumn('offline', COLUMN.bool, (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('file_manager_items_name')
      .on('file_manager_items')
      .columns(['owner_id', 'folder_id', 'name'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['file_manager_items', 'stored_files']) await db.schema.dropTable(table).execute();
  },
};
