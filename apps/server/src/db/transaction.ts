import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Runs `work` in a transaction, or inside the caller's transaction when `db` already is one (a seeder's
 * transaction, a batch): Kysely cannot nest `transaction()` calls.
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
