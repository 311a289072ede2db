import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { shapedQuery } from './query-shapes';

/**
 * Statements compiled once per shape (issue 33 §2), on the dialect of TEST_DIALECT: every request binds its
 * own values, the shape's constants stay, and a value that would be written into the text is refused. On
 * PostgreSQL the prepared shapes run through the pool's connections, past PostgreSQL's switch to a generic
 * plan (its sixth run).
 */
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  const db = test.db.kysely;
  await db
    .insertInto('sessions')
    .values(
      ['A', 'B', 'C'].map((name, index) => ({
        id: `shape-session-${name}`,
        term: 90,
        meeting: index + 1,
        year: 2000 + index,
        name: `Session ${name}`,
        submissionOpensAt: null,
        submissionClosesAt: null,
        plenaryStartsAt: null,
        plenaryEndsAt: null,
        isCurrent: 0,
        nextNumber: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })),
    )
    .execute();
});

afterAll(async () => {
  await test.cleanup();
});

describe('shapedQuery', () => {
  const names = (prepare: boolean | 'generic', kind: string) => async (id: string, from: number) => {
    const db = test.db.kysely;
    let builds = 0;
    const { compiled } = shapedQuery(db, kind, { withYear: true }, { id, from }, (shape, values) => {
      builds++;
      let query = db
        .selectFrom('sessions')
        .select('name')
        .where('id', '=', values.id)
        .where('name', 'like', 'Session %');
      if (shape.withYear) query = query.where('year', '>=', values.from);
      return { query: query.limit(sql.lit(5)), meta: undefined, prepare };
    });
    const rows = (await db.executeQuery(compiled)).rows.map((row) => row.name);
    return { rows, builds };
  };

  for (const prepare of [false, true, 'generic'] as const)
    it(`binds each request's values to the shape compiled once (${String(prepare)})`, async () => {
      const run = names(prepare, `test.sessions.${String(prepare)}`);
      const first = await run('shape-session-A', 2000);
      expect(first).toEqual({ rows: ['Session A'], builds: 1 });
      for (let round = 0; round < 8; round++) {
        expect(await run('shape-session-B', 2000)).toEqual({ rows: ['Session B'], builds: 0 });
        expect(await run('shape-session-C', 2001)).toEqual({ rows: ['Session C'], builds: 0 });
        expect(await run('shape-session-A', 2001)).toEqual({ rows: [], builds: 0 });
      }
    });

  it('refuses a value written into the SQL text', () => {
    const db = test.db.kysely;
    expect(() =>
      shapedQuery(db, 'test.inlined', {}, { id: 'x' }, (_shape, values) => ({
        query: db.selectFrom('sessions').select('name').where('id', '=', sql.lit(values.id)),
        meta: undefined,
      })),
    ).toThrow(/written into its SQL text/);
  });

  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'plans a generic shape generically from its first run, outside transactions only, and resets the mode after it',
    async () => {
      const db = test.db.kysely;
      const { compiled } = shapedQuery(
        db,
        'test.generic',
        null,
        { id: 'shape-session-B' },
        (_shape, values) => ({
          query: db.selectFrom('sessions').select('name').where('id', '=', values.id),
          meta: undefined,
          prepare: 'generic' as const,
        }),
      );
      const plans = sql<{ genericPlans: number; customPlans: number }>`
        select generic_plans, custom_plans from pg_prepared_statements where statement = ${compiled.sql}`;
      const mode = sql<{ planCacheMode: string }>`show plan_cache_mode`;
      await db.connection().execute(async (connection) => {
        expect((await connection.executeQuery(compiled)).rows).toEqual([{ name: 'Session B' }]);
        expect((await plans.execute(connection)).rows).toEqual([{ genericPlans: 1, customPlans: 0 }]);
        // Any other statement runs under `auto` again.
        expect((await mode.execute(connection)).rows).toEqual([{ planCacheMode: 'auto' }]);
        await connection.executeQuery(compiled);
        expect((await plans.execute(connection)).rows).toEqual([{ genericPlans: 2, customPlans: 0 }]);
      });
      await db.transaction().execute(async (trx) => {
        const before = (await plans.execute(trx)).rows[0] ?? { genericPlans: 0, customPlans: 0 };
        expect((await trx.executeQuery(compiled)).rows).toEqual([{ name: 'Session B' }]);
        // In a transaction the mode is never switched (a rollback would undo it unseen): PostgreSQL's own.
        expect((await plans.execute(trx)).rows).toEqual([{ ...before, customPlans: before.customPlans + 1 }]);
        expect((await mode.execute(trx)).rows).toEqual([{ planCacheMode: 'auto' }]);
      });
    },
  );
});
