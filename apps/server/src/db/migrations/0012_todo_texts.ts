import type { Kysely, Migration } from 'kysely';

/**
 * Workflow to-dos keep the key and parameters of their text (TODO_TEXTS in contracts), so each reader sees
 * them in the own language. Older rows have neither and keep showing their stored (Chinese) title and notes.
 */
export const todoTexts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('todos').addColumn('text_key', 'text').execute();
    await db.schema.alterTable('todos').addColumn('text_params', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('todos').dropColumn('text_params').execute();
    await db.schema.alterTable('todos').dropColumn('text_key').execute();
  },
};
