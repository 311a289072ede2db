import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { createTestDatabase, type TestDatabase } from '../../test/context';

/**
 * With REDIS_URL the sign-in limit is one budget for every server: attempts on instance 1 count on
 * instance 2. Needs the local Redis (REDIS_URL, default redis://127.0.0.1:6379).
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('sign-in rate limit shared through Redis', () => {
  let t: TestDatabase;
  let db2: Database;
  let first: App;
  let second: App;
  beforeAll(async () => {
    t = await createTestDatabase();
    const config = { ...t.config, redisUrl: REDIS_URL, signInRateLimit: 2 };
    first = await buildApp({ config, db: t.db });
    db2 = openDatabase(config.database);
    second = await buildApp({ config, db: db2 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db2.close();
    await t.cleanup();
  });

  const attempt = (app: App) =>
    app.inject({ method: 'GET', url: '/api/auth?email=nobody%40example.cn&password=whatever-1' });

  it('counts attempts on one instance against the other', async () => {
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(first)).statusCode).toBe(400);
    const refused = await attempt(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
  });
});
