import { sql, type Kysely, type Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The phone-code send slot (issue 3): one row per phone with the time of its last accepted code request.
 * Taking the slot is one conditional upsert on the primary key, so two racing requests for the same phone
 * cannot both pass the "one per 60 s" rule on SQLite or PostgreSQL (modules/auth/repository.ts).
 */
export const smsCodeRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sms_code_requests')
      .addColumn('phone', COLUMN.text, (col) => col.primaryKey())
      .addColumn('requested_at', COLUMN.time, (col) => col.notNull())
      .execute();
    // Carry the last request of every phone over, so an upgrade does not reopen a running minute.
    await sql`insert into sms_code_requests (phone, requested_at)
      select phone, max(created_at) from sms_codes group by phone`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sms_code_requests').execute();
  },
};
