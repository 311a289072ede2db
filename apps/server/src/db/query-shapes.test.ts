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
  const names = (prepare: boolean, kind: string) => async (id: string, from: number) => {
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

  for (const prepare of [false, true])
    it(`binds each request's values to the shape compiled once (${prepare ? 'prepared' : 'unprepared'})`, async () => {
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
});
