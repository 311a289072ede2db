import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { bearer, createUser, errorOf, TEST_PASSWORD, tokenFor } from '../test/accounts';
import { createTestDatabase, testDialect, type TestContext, type TestDatabase } from '../test/context';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openDatabase, type Database } from './database';

/**
 * The server outlives its PostgreSQL going away: connections terminated by the server (57P01, as on a
 * restart) or cut, new connections refused. Meanwhile every API call answers 503 in the error shape;
 * afterwards the pool reconnects and the same app serves again, no restart.
 */
describe.skipIf(testDialect() !== 'postgres')('PostgreSQL outage', () => {
  let base: TestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let app: App;
  let token: string;
  let email: string;

  beforeAll(async () => {
    base = await createTestDatabase();
    const target = base.config.database;
    if (target.dialect !== 'postgres') throw new Error('postgres only');
    const direct = new URL(target.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(target.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const config = { ...base.config, database: { dialect: 'postgres' as const, url: proxied.toString() } };
    db = openDatabase(config.database);
    app = await buildApp({ config, db });
    const ctx: TestContext = { app, db, config, close: () => Promise.resolve() };
    const user = await createUser(ctx, ['members']);
    email = user.email ?? '';
    token = await tokenFor(ctx, user);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await proxy.close();
    await base.cleanup();
  });

  const signedInRead = () =>
    app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
  const signIn = () =>
    app.inject({
      method: 'GET',
      url: `/api/auth?email=${encodeURIComponent(email)}&password=${TEST_PASSWORD}`,
      headers: { 'accept-language': 'en' },
    });

  /**
   * The app serves again once the terminations have reached it: pg_terminate_backend only signals the
   * backends, and each one's close still crosses the proxy to an idle pooled client, so a read issued at once
   * can meet a connection that is about to close (a clean 503, as during the outage). Polled on the real
   * answer, never timed.
   */
  const servesAgain = async () => {
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const response = await signedInRead();
          seen.push(response.statusCode);
          return response.statusCode;
        },
        { timeout: 30_000 },
      )
      .toBe(200);
    // Until then only the clean 503 of a closed connection, never a crash or a 500.
    expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  };
  const terminateAppBackends = async () => {
    const target = base.config.database;
    if (target.dialect !== 'postgres') return;
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await client.end();
    }
  };

  it('survives terminated backends while requests run, and serves again afterwards', async () => {
    expect((await signedInRead()).statusCode).toBe(200);
    const running = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? signedInRead() : signIn()));
    await terminateAppBackends();
    for (const response of await Promise.all(running)) {
      // Either served before the cut, or the clean 503 — never a crash or a 500.
      if (response.statusCode !== 200) {
        expect(response.statusCode).toBe(503);
        expect(errorOf(response).code).toBe('UNAVAILABLE');
      }
    }
    await servesAgain();
    expect((await signIn()).statusCode).toBe(200);
  });

  it('survives a connection terminated inside an open transaction (the checked-out client)', async () => {
    const failed = await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await terminateAppBackends();
        // Idle, checked out: the termination reaches the client between queries.
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          await sql`select 1`.execute(trx);
        }
      })
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
    await servesAgain();
  });

  it('answers 503 with a clear message while the database is away, and serves as soon as it returns', async () => {
    proxy.cut();
    try {
      for (const response of [await signedInRead(), await signIn()]) {
        expect(response.statusCode).toBe(503);
        expect(errorOf(response)).toEqual({ code: 'UNAVAILABLE', message: 'The database is unavailable.' });
      }
      const zh = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
      expect(zh.statusCode).toBe(503);
      expect(errorOf(zh).message).toBe('数据库暂不可用');
    } finally {
      proxy.resume();
    }
    await servesAgain();
    expect((await signIn()).statusCode).toBe(200);
  });
});
