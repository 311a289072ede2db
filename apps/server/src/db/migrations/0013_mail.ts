import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The mail app (issue 15): one row per copy of a mail, owned by one user (the sender's sent copy, each
 * recipient's inbox copy, a draft), and the files linked to them (rows of `attachments`, shared by copies).
 *
 * - `mails (owner_id, folder, time)`: a folder's page, newest first; the inbox's unread count.
 * - `search_text`: subject, people and text lower-cased at write, so search is one LIKE on both dialects.
 * - `mail_attachments (attachment_id)`: who may download a file (an owner of a mail linking it).
 */
export const mail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mails')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('folder', COLUMN.text, (col) => col.notNull())
      .addColumn('home_folder', COLUMN.text, (col) => col.notNull())
      .addColumn('from_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('to_ids', COLUMN.json, (col) => col.notNull())
      .addColumn('subject', COLUMN.text, (col) => col.notNull())
      .addColumn('message', COLUMN.text, (col) => col.notNull())
      .addColumn('excerpt', COLUMN.text, (col) => col.notNull())
      .addColumn('search_text', COLUMN.text, (col) => col.notNull())
      .addColumn('time', COLUMN.time, (col) => col.notNull())
      .addColumn('read', COLUMN.bool, (col) => col.notNull())
      .addColumn('starred', COLUMN.bool, (col) => col.notNull())
      .addColumn('important', COLUMN.bool, (col) => col.notNull())
      .addColumn('labels', COLUMN.json, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('mails_owner_folder_time')
      .on('mails')
      .columns(['owner_id', 'folder', 'time'])
      .execute();

    await db.schema
      .createTable('mail_attachments')
      .addColumn('mail_id', COLUMN.id, (col) => col.notNull().references('mails.id').onDelete('cascade'))
      .addColumn('attachment_id', COLUMN.id, (col) => col.notNull().references('attachments.id'))
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addPrimaryKeyConstraint('mail_attachments_pk', ['mail_id', 'attachment_id'])
      .execute();
    await db.schema
      .createIndex('mail_attachments_attachment')
      .on('mail_attachments')
      .columns(['attachment_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['mail_attachments', 'mails']) await db.schema.dropTable(table).execute();
  },
};
