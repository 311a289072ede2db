import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Work to do once a transaction committed, with the database it ran on (not the transaction). */
export type AfterCommit = (db: Kysely<DB>) => void;

/** Callbacks of the transactions `inTransaction` opened, by transaction. */
const pending = new WeakMap<Kysely<DB>, { root: Kysely<DB>; callbacks: AfterCommit[] }>();

/**
 * Runs `work` in a transaction, or inside the caller's transaction when `db` already is one (a seeder's
 * transaction, a batch): Kysely cannot nest `transaction()` calls.
 */
export async function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const callbacks: AfterCommit[] = [];
  const result = await db.transaction().execute((trx) => {
    pending.set(trx, { root: db, callbacks });
    return work(trx);
  });
  // Committed: a failing signal must not turn the caller's success into an error.
  for (const callback of callbacks) {
    try {
      callback(db);
    } catch {
      // best effort by contract (see afterCommit)
    }
  }
  return result;
}

/**
 * Calls `callback` after the transaction `db` commits (at once when `db` is not a transaction); never
 * when it rolls back. Only transactions opened by `inTransaction` report their commit: in any other
 * (a seeder's) the callback is dropped — used for best-effort signals such as realtime pushes.
 */
export function afterCommit(db: Kysely<DB>, callback: AfterCommit): void {
  if (!db.isTransaction) {
    callback(db);
    return;
  }
  pending.get(db)?.callbacks.push(callback);
}
