import type { OutboxMessage, OutboxQuery } from '@cppcc/contracts';
import type { Insertable } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB, OutboxTable } from '../../db/schema';

/** The newest messages first, optionally for one recipient or channel. */
export async function listOutbox(db: Kysely<DB>, query: OutboxQuery): Promise<OutboxMessage[]> {
  let select = db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(query.limit);
  if (query.recipient) select = select.where('recipient', '=', query.recipient);
  if (query.channel) select = select.where('channel', '=', query.channel);
  const rows = await select.execute();
  return rows.map((row) => ({ ...row, channel: row.channel === 'email' ? 'email' : 'sms' }));
}

export async function insertOutbox(db: Kysely<DB>, row: Insertable<OutboxTable>): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}
