import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Config } from '../../config';
import { createUser, errorOf, lastOutbox } from '../../test/accounts';
import { createTestDatabase, type TestContext, type TestDatabase } from '../../test/context';

/** Password-reset links come from a trusted origin only: PUBLIC_URL, else the request's own (allowed) Host. */
describe('reset link origin', () => {
  let t: TestDatabase | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await t?.cleanup();
  });

  async function context(overrides: Partial<Config>): Promise<TestContext> {
    t = await createTestDatabase();
    const config = { ...t.config, ...overrides };
    app = await buildApp({ config, db: t.db });
    return { app, db: t.db, config, close: () => Promise.resolve() };
  }
  const forgot = (ctx: TestContext, email: string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'en', ...headers },
      payload: { email },
    });

  it('never follows X-Forwarded-Host when the proxy is not trusted', async () => {
    const ctx = await context({ trustProxy: false, publicUrl: undefined, allowedHosts: ['proposals.local'] });
    await createUser(ctx, ['user'], { email: 'own@example.com' });
    const response = await forgot(ctx, 'own@example.com', {
      host: 'proposals.local:3000',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(204);
    const body = (await lastOutbox(ctx, 'own@example.com'))?.body ?? '';
    expect(body).toContain('http://proposals.local:3000/pages/auth/reset-password?token=');
    expect(body).not.toContain('evil.example');
  });

  it('behind a trusted proxy without PUBLIC_URL sends no link built from forwarded headers', async () => {
    const ctx = await context({ trustProxy: true, publicUrl: undefined });
    await createUser(ctx, ['user'], { email: 'proxied@example.com' });
    const response = await forgot(ctx, 'proxied@example.com', { 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).message).toContain('PUBLIC_URL');
    expect(await lastOutbox(ctx, 'proxied@example.com')).toBeUndefined();
  });
});
