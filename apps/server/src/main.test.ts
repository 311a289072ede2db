import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { hasBeenSeeded } from './seed';
import { createTestDatabase, type TestDatabase } from './test/context';
import { startServer } from './main';
import { migrations } from './db/migrations';

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // agent: false → a new connection each time, so "refused" really tests the listening socket.
    const request = http.get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** A server with a route that answers after `ms`; `inHandler` resolves once a request is inside it. */
async function serverWithSlowRoute(t: TestDatabase, ms: number) {
  let arrived!: () => void;
  const inHandler = new Promise<void>((resolve) => (arrived = resolve));
  const server = await startServer({
    config: t.config,
    database: t.db,
    banner: false,
    configure(app) {
      app.get('/api/test/slow', async () => {
        arrived();
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { done: true };
      });
    },
  });
  return { server, inHandler };
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('startServer', () => {
  let t: TestDatabase;
  afterEach(() => t.cleanup());

  it('migrates, seeds an empty database once, and listens', async () => {
    t = await createTestDatabase({ migrate: false });
    const first = await startServer({ config: t.config, database: t.db, banner: false });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(JSON.parse((await get(`${first.url}/api/health`)).body)).toMatchObject({
      status: 'ok',
      migration: Object.keys(migrations).at(-1),
    });
    await first.stop();

    // A second start on the same database finds it seeded and leaves it alone.
    const again = openDatabase(t.config.database);
    expect(await hasBeenSeeded(again)).toBe(true);
    const before = await again.kysely.selectFrom('seedRuns').selectAll().execute();
    const second = await startServer({ config: t.config, database: again, banner: false });
    expect(await again.kysely.selectFrom('seedRuns').selectAll().execute()).toEqual(before);
    await second.stop();
  });

  it('with SEED_DEMO_DATA=false starts a clean database whose first registered account becomes admin', async () => {
    t = await createTestDatabase({ migrate: false });
    const server = await startServer({
      config: { ...t.config, seedDemoData: false },
      database: t.db,
      banner: false,
    });
    try {
      expect(await t.db.kysely.selectFrom('users').select('id').execute()).toEqual([]);
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          displayName: 'Office Admin',
          email: 'admin@example.gov.cn',
          password: 'Zx9#long-pass',
        }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: { role: string[] } }).user.role).toEqual(['admin']);
    } finally {
      await server.stop();
    }
  });

  it('shuts down gracefully: in-flight requests finish, new connections are refused, the database closes', async () => {
    // Already seeded (a copy of the worker's), so the start is the one of a known database: seeding an empty
    // one here took half the file (the first test covers the seed).
    t = await createTestDatabase({ seeded: true });
    const { server, inHandler } = await serverWithSlowRoute(t, 300);

    const slow = get(`${server.url}/api/test/slow`);
    let slowFinished = false;
    void slow.then(() => (slowFinished = true));
    await inHandler;
    const stopping = server.stop();
    await until(() => !server.app.server.listening);
    expect(slowFinished).toBe(false);
    await expect(get(`${server.url}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    await stopping;
    await expect(t.db.ping()).rejects.toThrow();
    await server.stop(); // idempotent
  });

  it('does not let a kept-alive connection hold the shutdown open', async () => {
    t = await createTestDatabase({ seeded: true });
    const { server, inHandler } = await serverWithSlowRoute(t, 200);
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await inHandler;
    const stopping = server.stop();
    // A second request on the same, busy keep-alive socket after shutdown began.
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n\r\n');
    // Not held open until the keep-alive timeout (72 s): were it, these would outlast the test's own
    // timeout (20 s) and fail it — no clock reading needed, so a busy machine cannot fail it either.
    await closed;
    await stopping;
    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/\r\nconnection: close\r\n/i);
    expect(first).toContain('{"done":true}');
    // Node drops a request pipelined behind a `Connection: close` response; if one is answered, it is
    // our 503 shape, never Fastify's plain body.
    if (second !== undefined) {
      expect(second).toMatch(/^HTTP\/1\.1 503/);
      expect(second).toContain('{"error":{"code":"UNAVAILABLE","message":"The service is unavailable."}}');
    }
  });
});
