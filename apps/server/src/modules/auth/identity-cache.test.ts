import type { User } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { cachedIdentity, forgetSession, forgetUser, keepIdentity } from './identity-cache';
import type { Identity } from './service';

const identity = (userId: string, sessionId: string) =>
  ({ user: { id: userId }, roles: ['members'], sessionId }) as unknown as Identity;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('identity cache', () => {
  it('serves a kept identity, and none of a forgotten user or session for a while', () => {
    keepIdentity(identity('u1', 's1'), inAnHour());
    expect(cachedIdentity('s1', 'u1')?.sessionId).toBe('s1');
    // Another user presenting the session id (a forged token would fail the signature first) gets nothing.
    expect(cachedIdentity('s1', 'u2')).toBeUndefined();
    keepIdentity(identity('u1', 's1'), inAnHour());
    forgetUser('u1');
    expect(cachedIdentity('s1', 'u1')).toBeUndefined();
    // A request that read the row before the write committed cannot keep it.
    keepIdentity(identity('u1', 's1'), inAnHour());
    expect(cachedIdentity('s1', 'u1')).toBeUndefined();

    keepIdentity(identity('u3', 's3'), inAnHour());
    forgetSession('s3');
    expect(cachedIdentity('s3', 'u3')).toBeUndefined();
    keepIdentity(identity('u3', 's3'), inAnHour());
    expect(cachedIdentity('s3', 'u3')).toBeUndefined();
    // The user's other sessions still cache.
    keepIdentity(identity('u3', 's4'), inAnHour());
    expect(cachedIdentity('s4', 'u3')?.sessionId).toBe('s4');
  });

  it('never serves an identity past its session’s expiry', () => {
    keepIdentity(identity('u5', 's5'), new Date(Date.now() - 1).toISOString());
    expect(cachedIdentity('s5', 'u5')).toBeUndefined();
  });
});

/** Through the API: each change applies on the very next request although the identity is cached. */
describe('revocation with the identity cache', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = bearer(await tokenFor(ctx, await createUser(ctx, ['admin'])));
  }, 60_000);
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  /** Two calls: the second is answered from the cache (the first kept the identity). */
  const warm = async (headers: Record<string, string>, url = '/api/proposals/counts') => {
    expect((await get(url, headers)).statusCode).toBe(200);
    expect((await get(url, headers)).statusCode).toBe(200);
  };

  it('a role change applies on the next request', async () => {
    const eve = await createUser(ctx, ['admin']);
    const headers = bearer(await tokenFor(ctx, eve));
    await warm(headers, '/api/admin/users');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${eve.id}`,
      headers: admin,
      payload: { roles: ['user'] },
    });
    expect(patch.statusCode).toBe(200);
    expect((await get('/api/admin/users', headers)).statusCode).toBe(403);
  });

  it('disabling a user applies on the next request', async () => {
    const dan = await createUser(ctx, ['members']);
    const headers = bearer(await tokenFor(ctx, dan));
    await warm(headers);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${dan.id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(patch.statusCode).toBe(200);
    expect((await get('/api/proposals/counts', headers)).statusCode).toBe(401);
  });

  it('signing out ends that session on the next request, not the other ones', async () => {
    const sam = await createUser(ctx, ['members']);
    const one = bearer(await tokenFor(ctx, sam));
    const two = bearer(await tokenFor(ctx, sam));
    await warm(one);
    await warm(two);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: one });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/proposals/counts', one)).statusCode).toBe(401);
    expect((await get('/api/proposals/counts', two)).statusCode).toBe(200);
  });

  it("a user's own profile change shows on the next request", async () => {
    const ann = await createUser(ctx, ['members']);
    const headers = bearer(await tokenFor(ctx, ann));
    await warm(headers, '/api/auth/access-token');
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers,
      payload: { user: { data: { displayName: '新的名字甲乙' } } },
    });
    expect(update.json()).toMatchObject({ data: { displayName: '新的名字甲乙' } });
    const after = (await get('/api/auth/access-token', headers)).json<{ user: User }>();
    expect(after.user.data.displayName).toBe('新的名字甲乙');
  });
});
