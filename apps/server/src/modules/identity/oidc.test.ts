import type { OidcCallbackResult, OidcStartResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Config } from '../../config';
import { createUser, errorOf, TEST_PASSWORD } from '../../test/accounts';
import { auditEntries } from '../../test/audit-entries';
import { usersService } from '../users/service';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { authorizeAt, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';

const PUBLIC_URL = 'http://app.local';
const REDIRECT_URI = `${PUBLIC_URL}/callback`;

/** Issue 19: OpenID Connect sign-in against a real provider on 127.0.0.1 (oidc-provider). */
describe('OpenID Connect sign-in', () => {
  let provider: TestOidcProvider;
  let t: TestDatabase;
  let app: App;
  let config: Config;

  beforeAll(async () => {
    provider = await startOidcProvider(REDIRECT_URI);
    t = await createTestDatabase();
    const oidc = { ...provider, name: 'Auth0', defaultRoles: [] };
    config = { ...t.config, publicUrl: PUBLIC_URL, oidc };
    app = await buildApp({ config, db: t.db });
  });
  afterAll(async () => {
    await app.close();
    await t.cleanup();
    await provider.close();
  });

  const start = async (target: App = app) => {
    const response = await target.inject({ method: 'POST', url: '/api/auth/oidc/start' });
    expect(response.statusCode).toBe(200);
    return response.json<OidcStartResult>();
  };
  const callback = (query: string, target: App = app) =>
    target.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      headers: { 'accept-language': 'en' },
      payload: { query },
    });
  const signInAs = async (login: string, target: App = app) => {
    const { url } = await start(target);
    const response = await callback(
      await authorizeAt(url, REDIRECT_URI, { login, consent: 'accept' }),
      target,
    );
    expect(response.statusCode).toBe(200);
    return response.json<OidcCallbackResult>();
  };

  it('says which providers are configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ oidc: { name: 'Auth0' }, firebase: null });
  });

  it('creates a linked user with no role on first sign-in, and signs the same user in again', async () => {
    const { url, state } = await start();
    const parsed = new URL(url);
    expect(parsed.searchParams.get('code_challenge_method')).toBe('S256');
    expect(parsed.searchParams.get('state')).toBe(state);
    expect(parsed.searchParams.get('nonce')).toBeTruthy();
    expect(parsed.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const query = await authorizeAt(url, REDIRECT_URI, {
      login: 'new.person@example.test',
      consent: 'accept',
    });
    const first = (await callback(query)).json<OidcCallbackResult>();
    // No role by default: known and linked, but no session until an admin grants one.
    if (first.kind !== 'awaitingRole') throw new Error(`expected awaitingRole, got ${first.kind}`);
    expect(first.user).toMatchObject({
      from: 'auth0',
      role: [],
      data: { email: 'new.person@example.test', displayName: 'OIDC new.person' },
    });

    // The same callback again (a replay): its state was used up.
    const replay = await callback(query);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).message).toMatch(/state mismatch/);

    await usersService(t.db.kysely).update(first.user.uid, { roles: ['user'] });
    const again = await signInAs('new.person@example.test');
    if (again.kind !== 'signedIn') throw new Error(`expected a sign-in, got ${again.kind}`);
    expect(again.user).toMatchObject({ uid: first.user.uid, role: ['user'], from: 'auth0' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: { authorization: `Bearer ${again.access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('gives the configured default role when a setting says so', async () => {
    const withRole = await buildApp({
      config: { ...config, oidc: { ...provider, name: 'Auth0', defaultRoles: ['user'] } },
      db: t.db,
    });
    try {
      const result = await signInAs('with.role@example.test', withRole);
      expect(result.kind === 'signedIn' && result.user.role).toEqual(['user']);
    } finally {
      await withRole.close();
    }
  });

  it('refuses a denied consent', async () => {
    const { url } = await start();
    const query = await authorizeAt(url, REDIRECT_URI, { login: 'denier@example.test', consent: 'deny' });
    expect(query).toContain('error=access_denied');
    const response = await callback(query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/declined/);
  });

  it('refuses a tampered or missing state, and the real state still works after', async () => {
    const { url, state } = await start();
    const query = await authorizeAt(url, REDIRECT_URI, { login: 'tamper@example.test', consent: 'accept' });
    const tampered = query.replace(`state=${state}`, `state=${state.slice(0, -2)}xy`);
    expect(tampered).not.toBe(query);
    const refused = await callback(tampered);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/state mismatch/);
    expect((await callback(query.replace(/state=[^&]+&?/, ''))).statusCode).toBe(400);
    const response = await callback(query);
    expect(response.json<OidcCallbackResult>().kind).toBe('awaitingRole');
  });

  it('links an existing account with the same e-mail only after its password is proven', async () => {
    const local = await createUser({ app, db: t.db, config, close: () => Promise.resolve() }, ['staff'], {
      email: 'local.staff@example.test',
    });
    const failedBefore = (await auditEntries(t.db.kysely, 'auth.signInFailed')).length;
    const result = await signInAs('local.staff@example.test');
    if (result.kind !== 'linkRequired') throw new Error('expected a link ticket');
    expect(result.email).toBe('local.staff@example.test');
    const link = (password: string, ticket = result.ticket) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/oidc/link',
        headers: { 'accept-language': 'en' },
        payload: { ticket, password },
      });
    const wrong = await link('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ password: 'Check your password' });
    expect((await link(TEST_PASSWORD, `${result.ticket}x`)).statusCode).toBe(400);
    const linked = await link(TEST_PASSWORD);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ kind: 'signedIn', user: { uid: local.id, role: ['staff'] } });
    const next = await signInAs('local.staff@example.test');
    expect(next.kind === 'signedIn' && next.user.uid).toBe(local.id);

    // Issue 30 §2: the link and the sign-in after it are recorded as OpenID Connect sign-ins of that user, the
    // wrong password and the damaged ticket as failed ones.
    const signedIn = (await auditEntries(t.db.kysely, 'auth.signedIn')).filter(
      (entry) => entry.targetId === local.id,
    );
    expect(signedIn.map((entry) => [entry.actorId, entry.after])).toEqual([
      [local.id, { method: 'oidc' }],
      [local.id, { method: 'oidc' }],
    ]);
    const failed = (await auditEntries(t.db.kysely, 'auth.signInFailed')).slice(failedBefore);
    expect(failed.map((entry) => [entry.actorId, entry.after?.method])).toEqual([
      [null, 'oidc'],
      [null, 'oidc'],
    ]);
  });

  it('answers 404 everywhere when no provider is configured', async () => {
    const bare = await buildApp({ config: { ...config, oidc: undefined }, db: t.db });
    try {
      expect((await bare.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        oidc: null,
        firebase: null,
      });
      expect((await bare.inject({ method: 'POST', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
      expect((await callback('?code=x&state=y', bare)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
