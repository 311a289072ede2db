import { PostgresAdapter, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The bytes a user's uploads take: attachments they uploaded and their file manager's files. */
export async function spaceUsed(db: Kysely<DB>, userId: string): Promise<number> {
  const attachments = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
    .where('uploadedBy', '=', userId)
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom('fileManagerItems')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
    .where('ownerId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(attachments.used) + Number(files.used);
}

/**
 * Holds the user's row until the transaction ends, so two uploads of one user check the quota one after
 * the other. SQLite runs one write transaction at a time already.
 */
export async function lockUser(trx: Kysely<DB>, userId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
