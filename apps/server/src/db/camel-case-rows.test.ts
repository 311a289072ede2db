import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CamelCaseOncePlugin, camelCaseName } from './camel-case-rows';
import { PooledSqliteDialect } from './sqlite-driver';
import { SqliteReadPool } from './sqlite-read-pool';

/** SQLite only by nature (the read workers' rows), so it does not follow TEST_DIALECT. */
interface Tables {
  items: { id: number; firstName: string; data: Buffer | null; aB: number | null };
}

describe('rows camel-cased once by the SQLite read workers', () => {
  let dir: string;
  let once: Kysely<Tables>;
  let plain: Kysely<Tables>;
  let pool: SqliteReadPool;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-camel-'));
    const file = path.join(dir, 'camel.sqlite');
    const open = () => {
      const writer = new SqliteDatabase(file);
      writer.pragma('journal_mode = WAL');
      return writer;
    };
    pool = new SqliteReadPool(file, 1, 1000);
    once = new Kysely<Tables>({
      dialect: new PooledSqliteDialect(open(), pool, { camelCaseKeys: true }),
      plugins: [new CamelCaseOncePlugin()],
    });
    // Kysely's own plugin over the column names, as before: what every row must still look like.
    plain = new Kysely<Tables>({
      dialect: new PooledSqliteDialect(open(), new SqliteReadPool(file, 1, 1000)),
      plugins: [new CamelCasePlugin()],
    });
    await sql`create table items (id integer primary key, first_name text, data blob, a_b integer)`.execute(
      once,
    );
    await once
      .insertInto('items')
      .values([
        { id: 1, firstName: '张三', data: Buffer.from([1, 2]), aB: 3 },
        { id: 2, firstName: 'x', data: null, aB: null },
      ])
      .execute();
  });
  afterEach(async () => {
    await once.destroy();
    await plain.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names a column as Kysely’s CamelCasePlugin does', () => {
    const kysely = new (class extends CamelCasePlugin {
      name = (column: string) => this.camelCase(column);
    })();
    for (const name of [
      'id',
      'first_name',
      'a_b_c',
      '_x',
      'x__y',
      'trailing_',
      'list_total',
      'n2_grams',
      'aB',
    ])
      expect(camelCaseName(name)).toBe(kysely.name(name));
  });

  it('gives the same rows as Kysely’s plugin, repeated and colliding names included', async () => {
    // SELECTs from the builder (raw ones, and any in a transaction, run on the writer).
    const queries = [
      (db: Kysely<Tables>) => db.selectFrom('items').selectAll().orderBy('id'),
      (db: Kysely<Tables>) =>
        db
          .selectFrom('items')
          .select(['id', 'firstName', 'aB', 'data'])
          .select([
            sql<number>`a_b`.as('a_b'),
            sql<string>`first_name`.as('firstName'),
            sql<number>`7`.as('7'),
          ])
          .select(sql<number>`id`.as('listTotal')),
    ];
    for (const query of queries) {
      const expected = await query(plain).execute();
      const got = await query(once).execute();
      expect(got).toEqual(expected);
      expect(got.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    }
    expect(pool.started, 'read by a worker').toBe(1);
    // Through the query builder as the repositories use it, and inside a transaction (on the writer).
    const built = await once.selectFrom('items').select(['id', 'firstName', 'data']).orderBy('id').execute();
    expect(built).toEqual([
      { id: 1, firstName: '张三', data: Buffer.from([1, 2]) },
      { id: 2, firstName: 'x', data: null },
    ]);
    const inTransaction = await once
      .transaction()
      .execute((trx) => trx.selectFrom('items').select('aB').execute());
    expect(inTransaction).toEqual([{ aB: 3 }, { aB: null }]);
  });
});
