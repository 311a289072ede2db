import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Config } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { TEST_PASSWORD } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { usersService } from '../users/service';
import { LOCKOUT_FAILURES } from './lockout';

/**
 * The per-account lockout is one count for every server sharing Redis: wrong passwords on instance 1 and
 * instance 2 add up, and the lock holds on both. Without Redis (or with it away) each process counts its
 * own. Needs the local Redis (REDIS_URL, default redis://127.0.0.1:6379).
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Nothing listens there: a Redis that is away. */
const NO_REDIS = 'redis://127.0.0.1:9';

describe('sign-in lockout shared through Redis', () => {
  let t: TestDatabase;
  const extra: Database[] = [];
  const apps: App[] = [];
  let count = 0;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of extra) await db.close();
    await t.cleanup();
  });

  /** Another server on the same database; the rate limit is raised out of the way of the lockout. */
  async function instance(redisUrl: string | undefined): Promise<App> {
    const config: Config = { ...t.config, redisUrl, signInRateLimit: 1_000 };
    const db = openDatabase(config.database);
    extra.push(db);
    const app = await buildApp({ config, db });
    apps.push(app);
    await app.ready();
    return app;
  }

  async function account(): Promise<string> {
    count += 1;
    const email = `lockout${count}-${Math.random().toString(36).slice(2, 8)}@test.example`;
    await usersService(t.db.kysely, { passwordHashCost: t.config.passwordHashCost }).create({
      displayName: `锁定测试${count}`,
      email,
      password: TEST_PASSWORD,
      roles: ['members'],
    });
    return email;
  }

  const signIn = (app: App, email: string, password: string) =>
    app.inject({
      method: 'GET',
      url: `/api/auth?email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
    });

  /** Wrong passwords taking turns between the instances. */
  async function wrongPasswords(instances: App[], email: string, times: number) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      const app = instances[attempt % instances.length]!;
      expect((await signIn(app, email, `wrong-${attempt}`)).statusCode).toBe(400);
    }
  }

  it('adds up wrong passwords on both instances and locks the account on both', async () => {
    const first = await instance(REDIS_URL);
    const second = await instance(REDIS_URL);
    const email = await account();
    await wrongPasswords([first, second], email, LOCKOUT_FAILURES);
    for (const app of [first, second]) {
      const locked = await signIn(app, email, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
  });

  it('clears the shared count with a right password on either instance', async () => {
    const first = await instance(REDIS_URL);
    const second = await instance(REDIS_URL);
    const email = await account();
    await wrongPasswords([first, second], email, LOCKOUT_FAILURES - 1);
    expect((await signIn(second, email, TEST_PASSWORD)).statusCode).toBe(200);
    await wrongPasswords([first, second], email, LOCKOUT_FAILURES - 1);
    expect((await signIn(first, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('without Redis, or with it away, counts in each process', async () => {
    for (const redisUrl of [undefined, NO_REDIS]) {
      const first = await instance(redisUrl);
      const second = await instance(redisUrl);
      const email = await account();
      await wrongPasswords([first], email, LOCKOUT_FAILURES);
      expect((await signIn(first, email, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await signIn(second, email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });
});
