import { createHash } from 'node:crypto';
import { healthSchema, type GetChatAnswer } from '@cppcc/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase } from '../../db/database';
import { chatFixture, type ChatFixture } from '../../test/chat';
import { apiClient } from '../../test/client';
import { createTestDatabase, type TestContext } from '../../test/context';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { connectRealtime, type RealtimeClient } from './testing';

/**
 * A server whose Redis is away starts anyway, keeps the API and chat working on its own instance,
 * reports Redis down in /api/health, and writes its presence into Redis once it is back. Redis sits
 * behind a TCP relay the test cuts and resumes (the shared Redis itself is never touched).
 */
const REDIS_URL = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');

describe('Redis away', () => {
  let proxy: TcpProxy;
  let app: App;
  let ctx: TestContext;
  let f: ChatFixture;
  let url: string;
  let cleanup: () => Promise<void>;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
    proxy.cut();
    const test = await createTestDatabase();
    const config = { ...test.config, redisUrl: `redis://127.0.0.1:${proxy.port}` };
    app = await buildApp({ config, db: test.db });
    ctx = { app, db: test.db, config, close: async () => {} };
    cleanup = async () => {
      await Promise.all(clients.map((client) => client.close()));
      await app.close();
      await proxy.close();
      await test.cleanup();
    };
    f = await chatFixture(ctx);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => cleanup?.());

  const health = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    return healthSchema.parse(response.json());
  };

  it('starts, serves chat on this instance, reports Redis down, and catches up when it returns', async () => {
    expect(await health()).toMatchObject({ status: 'degraded', redis: 'down' });

    const member = await connectRealtime(url, f.tokens.get('member')!);
    clients.push(member);
    await member.next((event) => event.type === 'ready');
    const api = apiClient(() => ctx, f.tokens);
    // Presence answers from this instance's own connections meanwhile.
    const contacts = await api.ok<{ id: string; status: string }[]>('clerkA', 'GET', '/api/chat/contacts');
    expect(contacts.find((c) => c.id === f.users.member.id)?.status).toBe('online');

    proxy.resume();
    while ((await health()).redis !== 'up') await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await health()).toMatchObject({ status: 'ok', redis: 'up' });
    // What it heard meanwhile may be short of the other instances' events: it is told to refetch.
    await member.next((event) => event.type === 'resync', 15_000);

    // The connection made during the outage is in Redis now, where the other instances look.
    const namespace = `cppcc:rt:${createHash('sha256').update(ctx.db.describe()).digest('hex').slice(0, 12)}`;
    const redis = new Redis(REDIS_URL.toString());
    try {
      const counted = async () => {
        const keys = await redis.keys(`${namespace}:conns:*`);
        return Promise.all(keys.map((key) => redis.hget(key, f.users.member.id)));
      };
      while (!(await counted()).includes('1')) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await counted()).toEqual(['1']);
    } finally {
      redis.disconnect();
    }
  });
});

/**
 * Redis lost while running, for instance 1 only (its relay is cut; instance 2 reaches Redis directly): a
 * message sent through instance 1 meanwhile still reaches the recipient's socket there; once Redis is back,
 * instance 1's sockets are told to refetch, and so are instance 2's (instance 1's publishes were lost).
 */
describe('Redis lost under way', () => {
  let proxy: TcpProxy;
  let apps: [App, App];
  let ctx: TestContext;
  let f: ChatFixture;
  let urls: [string, string];
  let cleanup: () => Promise<void>;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
    const test = await createTestDatabase();
    const config = { ...test.config, redisUrl: `redis://127.0.0.1:${proxy.port}` };
    const db2 = openDatabase(config.database);
    apps = [
      await buildApp({ config, db: test.db }),
      await buildApp({ config: { ...config, redisUrl: REDIS_URL.toString() }, db: db2 }),
    ];
    ctx = { app: apps[0], db: test.db, config, close: async () => {} };
    cleanup = async () => {
      await Promise.all(clients.map((client) => client.close()));
      for (const app of apps) await app.close();
      await db2.close();
      await proxy.close();
      await test.cleanup();
    };
    f = await chatFixture(ctx);
    const listen = (app: App) => app.listen({ port: 0, host: '127.0.0.1' });
    urls = [await listen(apps[0]), await listen(apps[1])];
  });
  afterAll(() => cleanup?.());

  const redisOf = async (app: App) =>
    healthSchema.parse((await app.inject({ method: 'GET', url: '/api/health' })).json()).redis;
  const until = async (app: App, state: 'up' | 'down') => {
    while ((await redisOf(app)) !== state) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const connect = async (url: string, who: 'clerkA' | 'staff') => {
    const client = await connectRealtime(url, f.tokens.get(who)!);
    clients.push(client);
    await client.next((event) => event.type === 'ready');
    return client;
  };

  it('delivers on the same instance while Redis is away, then tells every client to refetch', async () => {
    await until(apps[0], 'up');
    await until(apps[1], 'up');
    const clerk = await connect(urls[0], 'clerkA');
    const staff = await connect(urls[1], 'staff');
    const api = apiClient(() => ctx, f.tokens);
    const { chat } = await api.ok<GetChatAnswer>(
      'member',
      'GET',
      `/api/chat/get-chat?contactId=${f.users.clerkA.id}`,
    );

    proxy.cut();
    await until(apps[0], 'down');
    await api.ok('member', 'POST', '/api/chat/send-message', {
      chatId: chat.id,
      contactId: f.users.clerkA.id,
      message: { message: 'Redis 不在时发出' },
    });
    const received = await clerk.next((event) => event.type === 'chat.message');
    expect(received).toMatchObject({ chatId: chat.id, message: { message: 'Redis 不在时发出' } });
    expect([...clerk.events, ...staff.events].some((event) => event.type === 'resync')).toBe(false);

    proxy.resume();
    await clerk.next((event) => event.type === 'resync', 15_000);
    await staff.next((event) => event.type === 'resync', 15_000);
  });
});
