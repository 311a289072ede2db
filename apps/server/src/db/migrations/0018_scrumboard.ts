import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The scrumboard app (issue 16): boards shared by their members, lists and cards. A card's list and place
 * are columns of its row (not an id array on the list), so a card always sits in exactly one list; order
 * calls renumber `position`. `version` of a board is bumped by every write to it: the UPDATE takes the
 * board's row lock first, which puts two members' concurrent moves one after the other (PostgreSQL).
 * The card's content a member edits whole (attachments, checklists, activities, ids of members and labels,
 * subscribers) is JSON text: it is always read and written with the card.
 */
export const scrumboard: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('scrumboard_boards')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('uri', COLUMN.text, (col) => col.notNull())
      .addColumn('color', COLUMN.text, (col) => col.notNull())
      .addColumn('card_cover_images', COLUMN.bool, (col) => col.notNull().defaultTo(1))
      .addColumn('labels', COLUMN.json, (col) => col.notNull())
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('version', COLUMN.int, (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('scrumboard_members')
      .addColumn('board_id', COLUMN.id, (col) =>
        col.notNull().references('scrumboard_boards.id').onDelete('cascade'),
      )
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('subscribed', COLUMN.bool, (col) => col.notNull().defaultTo(1))
      .addColumn('joined_at', COLUMN.time, (col) => col.notNull())
      .addPrimaryKeyConstraint('scrumboard_members_pk', ['board_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('scrumboard_members_user')
      .on('scrumboard_members')
      .columns(['user_id'])
      .execute();

    await db.schema
      .createTable('scrumboard_lists')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('board_id', COLUMN.id, (col) =>
        col.notNull().references('scrumboard_boards.id').onDelete('cascade'),
      )
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('scrumboard_lists_board')
      .on('scrumboard_lists')
      .columns(['board_id', 'position'])
      .execute();

    await db.schema
      .createTable('scrumboard_cards')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('board_id', COLUMN.id, (col) =>
        col.notNull().references('scrumboard_boards.id').onDelete('cascade'),
      )
      .addColumn('list_id', COLUMN.id, (col) =>
        col.notNull().references('scrumboard_lists.id').onDelete('cascade'),
      )
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('name', COLUMN.text, (col) => col.notNull())
      .addColumn('description', COLUMN.text, (col) => col.notNull())
      .addColumn('id_attachment_cover', COLUMN.text, (col) => col.notNull())
      .addColumn('id_members', COLUMN.json, (col) => col.notNull())
      .addColumn('id_labels', COLUMN.json, (col) => col.notNull())
      .addColumn('attachments', COLUMN.json, (col) => col.notNull())
      .addColumn('subscribers', COLUMN.json, (col) => col.notNull())
      .addColumn('checklists', COLUMN.json, (col) => col.notNull())
      .addColumn('activities', COLUMN.json, (col) => col.notNull())
      .addColumn('due', COLUMN.text)
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('scrumboard_cards_list')
      .on('scrumboard_cards')
      .columns(['board_id', 'list_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['scrumboard_cards', 'scrumboard_lists', 'scrumboard_members', 'scrumboard_boards'])
      await db.schema.dropTable(table).execute();
  },
};
