import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { createUser, errorOf, lastOutbox } from '../test/accounts';
import { createTestDatabase, type TestContext, type TestDatabase } from '../test/context';
import { allowedHosts, parseHost } from './allowed-hosts';

describe('parseHost', () => {
  it('reads host names, ports and IPv6 literals, and nothing else', () => {
    expect(parseHost('Proposals.Example:8443')).toEqual({ hostname: 'proposals.example', port: '8443' });
    expect(parseHost('[::1]:3000')).toEqual({ hostname: '[::1]', port: '3000' });
    expect(parseHost('::1')).toEqual({ hostname: '[::1]', port: '' });
    expect(parseHost('evil.example/path')).toBeUndefined();
    expect(parseHost('user@evil.example')).toBeUndefined();
    expect(parseHost('bad host')).toBeUndefined();
  });
});

/** Issue 32, high: a forged Host header must neither be served nor end up in a link sent to a user. */
describe('allowed hosts', () => {
  let t: TestDatabase | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await t?.cleanup();
    app = t = undefined;
  });

  async function context(overrides: Partial<Config> = {}): Promise<TestContext> {
    t = await createTestDatabase();
    const config = { ...t.config, ...overrides };
    app = await buildApp({ config, db: t.db });
    return { app, db: t.db, config, close: () => Promise.resolve() };
  }
  const forgot = (ctx: TestContext, email: string, host: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'en', host },
      payload: { email },
    });

  it('by default allows this machine’s names, and PUBLIC_URL’s', () => {
    const base = { host: '0.0.0.0', publicUrl: 'https://proposals.example.gov.cn' } as Config;
    const allowed = allowedHosts(base);
    expect(allowed.any).toBe(false);
    if (allowed.any) return;
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'proposals.example.gov.cn'])
      expect(allowed.names.has(name)).toBe(true);
    expect(allowed.names.has('evil.example')).toBe(false);
    const listed = allowedHosts({ ...base, publicUrl: undefined, allowedHosts: ['intranet.local'] });
    expect(listed).toEqual({ any: false, names: new Set(['intranet.local']) });
    expect(allowedHosts({ ...base, allowedHosts: ['*'] })).toEqual({ any: true });
  });

  it('refuses a forged Host with 400 in the error shape, and sends no reset link to it', async () => {
    const ctx = await context({ publicUrl: undefined });
    await createUser(ctx, ['user'], { email: 'victim@example.com' });
    const response = await forgot(ctx, 'victim@example.com', 'evil.example:8443');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The host name of the request (evil.example:8443) is not an address of this system.',
    });
    expect(await lastOutbox(ctx, 'victim@example.com')).toBeUndefined();
    // Any route, not only the reset: a page elsewhere cannot reach the API through DNS rebinding.
    const other = await ctx.app.inject({ url: '/api/auth/providers', headers: { host: 'evil.example' } });
    expect(other.statusCode).toBe(400);
  });

  it('answers the health check whatever the Host (a load balancer names the backend by address)', async () => {
    const ctx = await context();
    const response = await ctx.app.inject({ url: '/api/health', headers: { host: '10.1.2.3:3000' } });
    expect(response.statusCode).toBe(200);
  });

  it('builds the link from an allowed host name and the port the server listens on, not the claimed one', async () => {
    const ctx = await context({ publicUrl: undefined });
    await createUser(ctx, ['user'], { email: 'own@example.com' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/forgot-password',
          headers: { host: 'localhost:8443', 'content-type': 'application/json' },
          agent: false,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email: 'own@example.com' }));
    });
    expect(status).toBe(204);
    const body = (await lastOutbox(ctx, 'own@example.com'))?.body ?? '';
    expect(body).toContain(`http://localhost:${port}/pages/auth/reset-password?token=`);
    expect(body).not.toContain(':8443');
  });

  it('with ALLOWED_HOSTS=* and no PUBLIC_URL sends no link at all (503 naming PUBLIC_URL)', async () => {
    const ctx = await context({ publicUrl: undefined, allowedHosts: ['*'] });
    await createUser(ctx, ['user'], { email: 'any@example.com' });
    const response = await forgot(ctx, 'any@example.com', 'evil.example');
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).message).toContain('PUBLIC_URL');
    expect(await lastOutbox(ctx, 'any@example.com')).toBeUndefined();
  });
});
