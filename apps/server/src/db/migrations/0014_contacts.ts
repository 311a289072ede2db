import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The contacts app (issue 15): each user's own contacts, with starred and frequent as flags on the row (a
 * toggle is one UPDATE, so concurrent bulk stars cannot lose each other's changes), and groups with their
 * members. The committee directory is read from users and units; nothing of it is stored here.
 */
export const contacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contacts')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('last_name', COLUMN.text, (col) => col.notNull())
      .addColumn('avatar', COLUMN.text, (col) => col.notNull())
      .addColumn('nickname', COLUMN.text, (col) => col.notNull())
      .addColumn('company', COLUMN.text, (col) => col.notNull())
      .addColumn('job_title', COLUMN.text, (col) => col.notNull())
      .addColumn('email', COLUMN.text, (col) => col.notNull())
      .addColumn('phone', COLUMN.text, (col) => col.notNull())
      .addColumn('address', COLUMN.text, (col) => col.notNull())
      .addColumn('birthday', COLUMN.text, (col) => col.notNull())
      .addColumn('notes', COLUMN.text, (col) => col.notNull())
      .addColumn('starred', COLUMN.bool, (col) => col.notNull().defaultTo(0))
      .addColumn('frequent', COLUMN.bool, (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('contacts_owner').on('contacts').columns(['owner_id']).execute();

    await db.schema
      .createTable('contact_groups')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('owner_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('group_key', COLUMN.text)
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('contact_groups_owner').on('contact_groups').columns(['owner_id']).execute();

    await db.schema
      .createTable('contact_group_members')
      .addColumn('group_id', COLUMN.id, (col) => col.notNull().references('contact_groups.id'))
      .addColumn('contact_id', COLUMN.id, (col) => col.notNull().references('contacts.id'))
      .addPrimaryKeyConstraint('contact_group_members_pk', ['group_id', 'contact_id'])
      .execute();
    await db.schema
      .createIndex('contact_group_members_contact')
      .on('contact_group_members')
      .columns(['contact_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['contact_group_members', 'contact_groups', 'contacts'])
      await db.schema.dropTable(table).execute();
  },
};
