import { setTimeout as delay } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { sqliteDriver } from '../db/drivers';

/** The seed lock's PostgreSQL advisory key (two int4s: 'cppc', 'seed'); Kysely's migration lock uses another. */
const ADVISORY_KEY = [0x63707063, 0x73656564] as const;
/** How often a waiting SQLite server tries the lock again (SQLite has no blocking wait we could await). */
const SQLITE_RETRY_MS = 100;

/**
 * Runs `work` holding the database's seed lock, so that servers starting together on one database seed it
 * one after the other, and none goes on before the one seeding has finished. Waits as long as the holder
 * needs; `onWait` is told once when the lock is taken by someone else. The lock ends with its holder's
 * connection or process, so a server that dies while seeding does not block the next.
 */
export async function withSeedLock<T>(db: Database, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  if (db.dialect === 'postgres') return withAdvisoryLock(db, work, onWait);
  const file = await sqliteFile(db);
  return file === '' ? withProcessLock(db, work, onWait) : withLockFile(`${file}-seed-lock`, work, onWait);
}

/** A session-level advisory lock on one pooled connection, held across the seeders' own transactions. */
async function withAdvisoryLock<T>(db: Database, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const [a, b] = ADVISORY_KEY;
  return db.kysely.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${a}, ${b}) as locked`.execute(connection);
    if (rows[0]?.locked !== true) {
      onWait?.();
      await sql`select pg_advisory_lock(${a}, ${b})`.execute(connection);
    }
    try {
      return await work();
    } finally {
      // A connection that broke meanwhile took the lock with it.
      await sql`select pg_advisory_unlock(${a}, ${b})`.execute(connection).catch(() => undefined);
    }
  });
}

/** The main database's file; '' for an in-memory database. */
async function sqliteFile(db: Database): Promise<string> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db.kysely);
  return rows.find((row) => row.name === 'main')?.file ?? '';
}

/**
 * SQLite's own file lock on a small database beside the main one: an exclusive transaction there blocks
 * every other connection, in this process or another, and the OS drops it when the process ends. The main
 * database's lock cannot serve: the seeders write to it in transactions of their own. The file stays (one
 * deleted while another server holds it open would let a third lock a new file beside it).
 */
async function withLockFile<T>(file: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const lock = new (sqliteDriver())(file, { timeout: 0 });
  try {
    for (let waited = false; !tryExclusive(lock); waited = true) {
      if (!waited) onWait?.();
      await delay(SQLITE_RETRY_MS);
    }
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

function tryExclusive(lock: SqliteDatabase.Database): boolean {
  try {
    lock.exec('begin exclusive');
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
    throw error;
  }
}

/** An in-memory database lives in one connection of one process: a queue per database object suffices. */
const queues = new WeakMap<Database, Promise<unknown>>();

async function withProcessLock<T>(db: Database, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const before = queues.get(db);
  const mine = (async () => {
    if (before) {
      onWait?.();
      await before.catch(() => undefined);
    }
    return work();
  })();
  queues.set(db, mine);
  try {
    return await mine;
  } finally {
    if (queues.get(db) === mine) queues.delete(db);
  }
}
