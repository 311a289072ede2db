import { Redis } from 'ioredis';
import { buildApp, type App } from '../app';
import { openDatabase } from '../db/database';
import { createTestDatabase, type TestContext } from './context';

export interface TwoInstances {
  /** Instance 1 with the shared database, for fixtures and API calls. */
  ctx: TestContext;
  apps: [App, App];
  /** Each instance's address, listening on a free local port (for sockets). */
  urls: [string, string];
  /** Closes the sockets' servers, both instances, the second connection and the database. */
  close: () => Promise<void>;
}

/**
 * Two server instances on one test database (each with its own connection) and one Redis: the multi-instance
 * deployment, as the realtime tests need it.
 */
export async function startTwoInstances(redisUrl: string, presenceGraceMs: number): Promise<TwoInstances> {
  const test = await createTestDatabase();
  const config = { ...test.config, redisUrl, realtime: { presenceGraceMs, heartbeatMs: 60_000 } };
  const db2 = openDatabase(config.database);
  const apps: [App, App] = [await buildApp({ config, db: test.db }), await buildApp({ config, db: db2 })];
  const listen = (app: App) => app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ctx: { app: apps[0], db: test.db, config, close: async () => {} },
    apps,
    urls: [await listen(apps[0]), await listen(apps[1])],
    close: async () => {
      for (const app of apps) await app.close();
      await db2.close();
      await test.cleanup();
    },
  };
}

/** The Redis the multi-instance tests use (REDIS_URL, default the local one). */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether that Redis answers a PING within a second (the cluster tests need it on PostgreSQL). */
export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
