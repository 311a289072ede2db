import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Idempotent chat sends (issue 33 §3): a message keeps the key its sender's client gave it (`client_id`),
 * unique per sender, so a resend after a dropped socket — on this instance or another — finds the message
 * already stored instead of writing a second one. Partial: messages sent without a key (the seed's, older
 * clients') stay out of the index.
 */
export const chatClientIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').addColumn('client_id', COLUMN.text).execute();
    await db.schema
      .createIndex('chat_messages_sender_client')
      .on('chat_messages')
      .columns(['sender_id', 'client_id'])
      .unique()
      .where('client_id', 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('chat_messages_sender_client').ifExists().execute();
    await db.schema.alterTable('chat_messages').dropColumn('client_id').execute();
  },
};
