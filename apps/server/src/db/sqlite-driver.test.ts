import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { PooledSqliteDialect } from './sqlite-driver';
import { SqliteReadPool } from './sqlite-read-pool';

/** SQLite only by nature (the driver under test), so it does not follow TEST_DIALECT. */
interface Tables {
  items: { id: number; name: string; data: Buffer | null };
}

describe('SQLite driver with read workers', () => {
  let dir: string;
  let pool: SqliteReadPool;
  let db: Kysely<Tables>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-driver-'));
    const file = path.join(dir, 'driver.sqlite');
    const writer = new SqliteDatabase(file);
    writer.pragma('journal_mode = WAL');
    pool = new SqliteReadPool(file, 2, 1000);
    db = new Kysely<Tables>({ dialect: new PooledSqliteDialect(writer, pool) });
    await sql`create table items (id integer primary key, name text not null unique, data blob)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs a read outside a transaction on a worker while a transaction holds the writer', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 1, name: 'uncommitted', data: null }).execute();
    // On the writer this read would wait for the transaction's lock (and this test for ever).
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
    expect(pool.started).toBeGreaterThan(0);
    // Inside the transaction: its own write.
    expect(await trx.selectFrom('items').select('name').execute()).toEqual([{ name: 'uncommitted' }]);
    await trx.commit().execute();
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'uncommitted' }]);
  });

  it('reads on the writer while the pool is held, and starts no worker for it', async () => {
    await db.insertInto('items').values({ id: 1, name: 'one', data: null }).execute();
    const release = pool.hold();
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'one' }]);
    expect(pool.started).toBe(0);
    release();
    release();
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'one' }]);
    expect(pool.started).toBe(1);
  });

  it('while held, reads on a worker when a transaction holds the writer (no wait on its own lock)', async () => {
    const release = pool.hold();
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 1, name: 'uncommitted', data: null }).execute();
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
    expect(pool.started).toBe(1);
    await trx.commit().execute();
    release();
  });

  it('reads its own writes: every read that starts after a commit sees it', async () => {
    for (let id = 1; id <= 30; id += 1) {
      await db
        .insertInto('items')
        .values({ id, name: `n${id}`, data: null })
        .execute();
      const counted = await db
        .selectFrom('items')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(counted?.n).toBe(id);
      await db.transaction().execute((trx) =>
        trx
          .updateTable('items')
          .set({ name: `renamed${id}` })
          .where('id', '=', id)
          .execute(),
      );
      const renamed = await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
      expect(renamed?.name).toBe(`renamed${id}`);
    }
  });

  it('returns blobs as Buffers and takes Buffers as parameters', async () => {
    const data = Buffer.from([0, 1, 2, 250, 255]);
    await db.insertInto('items').values({ id: 1, name: 'blob', data }).execute();
    const row = await db.selectFrom('items').select('data').where('data', '=', data).executeTakeFirst();
    expect(Buffer.isBuffer(row?.data)).toBe(true);
    expect(row?.data).toEqual(data);
  });

  it("throws a worker's errors exactly as the writer throws them", async () => {
    const broken = db.selectFrom(sql`missing_table`.as('m')).selectAll();
    const fromWorker = await broken.execute().catch((error: unknown) => error);
    const fromWriter = await db
      .transaction()
      .execute((trx) =>
        trx
          .selectFrom(sql`missing_table`.as('m'))
          .selectAll()
          .execute(),
      )
      .catch((error: unknown) => error);
    expect(fromWorker).toBeInstanceOf(SqliteDatabase.SqliteError);
    expect(fromWriter).toBeInstanceOf(SqliteDatabase.SqliteError);
    const shape = (error: unknown) => {
      const { name, message, code } = error as Error & { code?: string };
      return { name, message, code };
    };
    expect(shape(fromWorker)).toEqual(shape(fromWriter));
    expect(shape(fromWorker).code).toBe('SQLITE_ERROR');
    // A value better-sqlite3 cannot bind: its TypeError on both sides.
    const unbindable = { toString: () => 'not a value' } as unknown as string;
    const badFromWorker = await db
      .selectFrom('items')
      .selectAll()
      .where('name', '=', unbindable)
      .execute()
      .catch((error: unknown) => error);
    const badFromWriter = await db
      .transaction()
      .execute((trx) => trx.selectFrom('items').selectAll().where('name', '=', unbindable).execute())
      .catch((error: unknown) => error);
    expect(badFromWorker).toBeInstanceOf(TypeError);
    expect(shape(badFromWorker)).toEqual(shape(badFromWriter));
    // Constraint errors come from writes, which stay on the writer: still recognised.
    await db.insertInto('items').values({ id: 1, name: 'same', data: null }).execute();
    const duplicate = await db
      .insertInto('items')
      .values({ id: 2, name: 'same', data: null })
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('serialises writers: a transaction waits for the one before it', async () => {
    const order: string[] = [];
    const first = await db.startTransaction().execute();
    const second = db.transaction().execute(async (trx) => {
      order.push('second began');
      await trx.insertInto('items').values({ id: 2, name: 'second', data: null }).execute();
    });
    await first.insertInto('items').values({ id: 1, name: 'first', data: null }).execute();
    order.push('first commits');
    await first.commit().execute();
    await second;
    expect(order).toEqual(['first commits', 'second began']);
    expect(await db.selectFrom('items').select('name').orderBy('id').execute()).toEqual([
      { name: 'first' },
      { name: 'second' },
    ]);
  });

  it('stops its workers on destroy and refuses reads afterwards', async () => {
    await Promise.all([1, 2, 3].map(() => db.selectFrom('items').selectAll().execute()));
    expect(pool.started).toBeGreaterThan(0);
    await pool.close();
    expect(pool.started).toBe(0);
    await expect(pool.run('select 1', [])).rejects.toThrow('The database is closed.');
  });
});

describe('SQLite driver without read workers (in memory)', () => {
  it('runs everything on the one connection', async () => {
    const db = new Kysely<Tables>({
      dialect: new PooledSqliteDialect(new SqliteDatabase(':memory:'), undefined),
    });
    try {
      await sql`create table items (id integer primary key, name text not null unique, data blob)`.execute(
        db,
      );
      await db.insertInto('items').values({ id: 1, name: 'memory', data: null }).execute();
      expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'memory' }]);
    } finally {
      await db.destroy();
    }
  });
});
