import { REALTIME_CLOSE } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { testDialect, type TestContext } from '../../test/context';
import { redisAnswers, startTwoInstances, TEST_REDIS_URL } from '../../test/two-instances';
import { connectRealtime, type RealtimeClient } from './testing';

/**
 * Two server instances on one PostgreSQL database and one Redis: a sign-out or a change of roles made
 * through instance 1 closes the socket the user holds on instance 2. PostgreSQL + Redis only, like
 * cluster.test.ts.
 */
const REDIS_URL = TEST_REDIS_URL;

const onPostgres = testDialect() === 'postgres';
const redisUp = onPostgres && (await redisAnswers());
if (!onPostgres) {
  console.info('[cluster-sessions.test] skipped: runs with TEST_DIALECT=postgres (PostgreSQL + Redis).');
} else if (!redisUp) {
  const message = `[cluster-sessions.test] Redis does not answer at ${REDIS_URL}: cannot run.`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`${message} SKIPPED (set CI=true to make this a failure).`);
}

describe.skipIf(!redisUp)('session ends across two instances', () => {
  let ctx: TestContext;
  let first: App;
  let url2: string;
  let adminToken: string;
  let cleanup: () => Promise<void>;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    const instances = await startTwoInstances(REDIS_URL, 50);
    ({ ctx } = instances);
    [first] = instances.apps;
    url2 = instances.urls[1];
    cleanup = async () => {
      await Promise.all(clients.map((client) => client.close()));
      await instances.close();
    };
    adminToken = await tokenFor(ctx, await createUser(ctx, ['admin']));
  });
  afterAll(() => cleanup?.());

  const onSecond = async (token: string) => {
    const client = await connectRealtime(url2, token);
    clients.push(client);
    await client.next((event) => event.type === 'ready');
    return client;
  };
  const closeCode = (client: RealtimeClient) =>
    Promise.race([
      client.closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the socket was not closed')), 15_000),
      ),
    ]);

  it('a sign-out through instance 1 closes the session’s socket on instance 2', async () => {
    const token = await tokenFor(ctx, await createUser(ctx, ['members']));
    const socket = await onSecond(token);
    const response = await first.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(await closeCode(socket)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('a role change through instance 1 closes the socket on instance 2 with "rights changed"', async () => {
    const user = await createUser(ctx, ['members']);
    const socket = await onSecond(await tokenFor(ctx, user));
    const response = await first.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { roles: ['staff'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await closeCode(socket)).toBe(REALTIME_CLOSE.rightsChanged);
  });
});
