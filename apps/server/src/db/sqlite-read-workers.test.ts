import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../test/accounts';
import { createTestContext, testDialect, type TestContext } from '../test/context';

/**
 * The server on SQLite with its read workers (the test database is a file, so they are on): a slow
 * read occupies one worker, while the event loop and the other worker keep answering. On the main
 * thread the same query would hold every other request until it finished.
 */
const SLOW_ROWS = 5_000_000;
/** The slow query takes seconds on a loaded machine; the assertions wait on its promise, not on a clock. */
const SLOW_TEST_TIMEOUT_MS = 120_000;

describe.skipIf(testDialect() !== 'sqlite')('SQLite reads in worker threads', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    token = await tokenFor(ctx, await createUser(ctx, ['members']));
    // Two reads at once start both workers now, so that starting one is not part of what the tests wait for.
    const read = () => ctx.db.kysely.selectFrom('settings').selectAll().execute();
    await Promise.all([read(), read()]);
  });
  afterAll(() => ctx.close());

  /** Counts to `n` in a recursive CTE: pure CPU inside SQLite, seconds for tens of millions. */
  const slowCount = (n: number) =>
    ctx.db.kysely
      .selectFrom(
        sql<{
          x: number;
        }>`(with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select x from c)`.as(
          'c',
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

  it(
    'answers /api/health and a signed-in read while a slow query runs',
    async () => {
      let slowDone = false;
      const slow = slowCount(SLOW_ROWS).then((row) => {
        slowDone = true;
        return row;
      });
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // A signed-in list: the session's user and the list itself are reads, on the other worker.
      const notifications = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(token),
      });
      expect(notifications.statusCode).toBe(200);
      expect(slowDone).toBe(false);
      expect((await slow).n).toBe(SLOW_ROWS);
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'lets a write commit while a slow read runs, and the next read sees it',
    async () => {
      let slowDone = false;
      const slow = slowCount(SLOW_ROWS).then(() => {
        slowDone = true;
      });
      const key = `worker-test-${Date.now()}`;
      await ctx.db.kysely
        .insertInto('settings')
        .values({ key, value: '{"seen":true}', updatedAt: new Date().toISOString() })
        .execute();
      const row = await ctx.db.kysely
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      expect(row?.value).toBe('{"seen":true}');
      expect(slowDone).toBe(false);
      await slow;
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});
