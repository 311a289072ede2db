import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/context';
import { camelCasedRows } from './camel-case-rows';
import { objectRows } from './pg-camel-rows';

interface Tables {
  items: { id: number; firstName: string | null; aB: number | null; data: unknown; tags: string[] | null };
}

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL rows camel-cased where pg makes them', () => {
  let base: TestDatabase;
  let plain: Kysely<Tables>;
  let once: Kysely<Tables>;

  beforeAll(async () => {
    base = await createTestDatabase({ migrate: false });
    const target = base.config.database;
    if (target.dialect !== 'postgres') throw new Error('postgres only');
    once = base.db.kysely as unknown as Kysely<Tables>;
    // Kysely's own plugin over pg's objects, as before: what every row must still look like.
    plain = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url }) }),
      plugins: [new CamelCasePlugin()],
    });
    await sql`create table items (id integer primary key, first_name text, a_b integer, data jsonb, tags text[])`.execute(
      once,
    );
    await sql`insert into items values (1, '张三 "q" \\', 3, null, null), (2, null, null, null, null)`.execute(
      once,
    );
  });
  afterAll(async () => {
    await plain.destroy();
    await base.cleanup();
  });

  it('gives the same rows as pg’s objects then Kysely’s plugin, repeated and colliding names included', async () => {
    const queries = [
      (db: Kysely<Tables>) => db.selectFrom('items').select(['id', 'firstName', 'aB']).orderBy('id'),
      (db: Kysely<Tables>) =>
        db
          .selectFrom('items')
          .select(['id', 'firstName', 'aB'])
          .select([
            sql<number>`a_b`.as('a_b'),
            sql<string>`first_name`.as('firstName'),
            sql<number>`7`.as('7'),
            sql<string>`'x'`.as('first_name'),
            sql<boolean>`id = 1`.as('is_first'),
          ])
          .orderBy('id'),
      (db: Kysely<Tables>) => db.selectFrom('items').select('id').where('id', '>', 5),
    ];
    for (const query of queries) {
      const expected = await query(plain).execute();
      const got = await query(once).execute();
      expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
      expect(got).toEqual(expected);
    }
    // Made by the driver with camelCase keys (without the plugin a row keeps what pg's answer was built with).
    const raw = await sql<Record<string, unknown>>`select a_b, first_name from items order by id`.execute(
      once.withoutPlugins(),
    );
    expect(raw.rows.map((row) => Object.keys(row))).toEqual([
      ['aB', 'firstName'],
      ['aB', 'firstName'],
    ]);
    // Inside a transaction too.
    const inTransaction = await once
      .transaction()
      .execute((trx) => trx.selectFrom('items').select(['id', 'aB']).orderBy('id').execute());
    expect(inTransaction).toEqual([
      { id: 1, aB: 3 },
      { id: 2, aB: null },
    ]);
  });

  it('leaves rows with nested values (json, arrays) to the plugin, which maps nested objects too', async () => {
    await sql`update items set data = '{"inner_key": {"deep_key": 1}, "list": [{"a_b": 2}]}', tags = array['a_b', 'c'] where id = 1`.execute(
      once,
    );
    const query = (db: Kysely<Tables>) =>
      db.selectFrom('items').select(['id', 'data', 'tags', 'firstName']).orderBy('id');
    const expected = await query(plain).execute();
    const got = await query(once).execute();
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
    expect(got[0]).toMatchObject({
      data: { innerKey: { deepKey: 1 }, list: [{ aB: 2 }] },
      tags: ['a_b', 'c'],
    });
  });

  it('marks only the rows it built with camelCase keys', () => {
    const flat = objectRows({ rows: [[1, 'x']], fields: [{ name: 'a_b' }, { name: 'first_name' }] });
    expect(flat.rows).toEqual([{ aB: 1, firstName: 'x' }]);
    expect(camelCasedRows.has(flat.rows)).toBe(true);
    const deep = objectRows({ rows: [[{ x_y: 1 }]], fields: [{ name: 'a_b' }] });
    expect(deep.rows).toEqual([{ a_b: { x_y: 1 } }]);
    expect(camelCasedRows.has(deep.rows)).toBe(false);
  });
});
