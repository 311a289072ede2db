import type { OidcCallbackResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Config } from '../../config';
import type { FirebaseConfig } from '../../config-firebase';
import { createUser, errorOf, TEST_PASSWORD } from '../../test/accounts';
import { auditEntries } from '../../test/audit-entries';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import {
  startFirebaseKeys,
  TEST_FIREBASE_PROJECT,
  type TestFirebaseKeys,
  type TokenOptions,
} from '../../test/firebase-keys';
import { usersService } from '../users/service';

/** Issue 19: Firebase ID tokens are verified (signature, audience, issuer, expiry) before one is trusted. */
describe('Firebase sign-in', () => {
  let keys: TestFirebaseKeys;
  let t: TestDatabase;
  let app: App;
  let config: Config;
  let firebase: FirebaseConfig;

  beforeAll(async () => {
    keys = await startFirebaseKeys();
    t = await createTestDatabase();
    firebase = {
      apiKey: 'test-api-key',
      projectId: TEST_FIREBASE_PROJECT,
      jwksUrl: keys.jwksUrl,
      emulatorHost: undefined,
      defaultRoles: [],
    };
    config = { ...t.config, firebase };
    app = await buildApp({ config, db: t.db });
  });
  afterAll(async () => {
    await app.close();
    await t.cleanup();
    await keys.close();
  });

  const session = (idToken: string, target: App = app) =>
    target.inject({
      method: 'POST',
      url: '/api/auth/firebase/session',
      headers: { 'accept-language': 'en' },
      payload: { idToken },
    });
  const person = (uid: string, extra: Record<string, unknown> = {}) => ({
    sub: uid,
    user_id: uid,
    email: `${uid}@example.test`,
    email_verified: false,
    name: `Firebase ${uid}`,
    firebase: { sign_in_provider: 'password' },
    ...extra,
  });
  const signIn = async (claims: Record<string, unknown>, options?: TokenOptions, target?: App) => {
    const response = await session(await keys.token(claims, options), target);
    expect(response.statusCode).toBe(200);
    return response.json<OidcCallbackResult>();
  };

  it('gives the browser SDK its settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      oidc: null,
      firebase: {
        apiKey: 'test-api-key',
        projectId: TEST_FIREBASE_PROJECT,
        emulatorUrl: null,
        tenantId: null,
      },
    });
  });

  it('creates a linked user with no role, then signs it in with a role and refreshes its profile', async () => {
    const first = await signIn(person('fb-new'));
    if (first.kind !== 'awaitingRole') throw new Error(`expected awaitingRole, got ${first.kind}`);
    expect(first.user).toMatchObject({
      from: 'firebase',
      role: [],
      data: { displayName: 'Firebase fb-new', email: 'fb-new@example.test' },
    });

    await usersService(t.db.kysely).update(first.user.uid, { roles: ['user'] });
    const picture = 'https://example.test/fb-new.png';
    const again = await signIn(person('fb-new', { name: 'Renamed Person', picture }));
    if (again.kind !== 'signedIn') throw new Error(`expected a sign-in, got ${again.kind}`);
    expect(again.user).toMatchObject({
      uid: first.user.uid,
      role: ['user'],
      from: 'firebase',
      data: { displayName: 'Renamed Person', photoURL: picture },
    });
  });

  it('gives the configured default role when a setting says so', async () => {
    const withRole = await buildApp({
      config: { ...config, firebase: { ...firebase, defaultRoles: ['user'] } },
      db: t.db,
    });
    try {
      const result = await signIn(person('fb-role', { email_verified: true }), undefined, withRole);
      if (result.kind !== 'signedIn') throw new Error(`expected a sign-in, got ${result.kind}`);
      expect(result.user).toMatchObject({ role: ['user'], data: { email: 'fb-role@example.test' } });
    } finally {
      await withRole.close();
    }
  });

  it.each<[string, Record<string, unknown>, TokenOptions, RegExp]>([
    ['a token signed by another key', {}, { signer: 'forged' }, /not valid/],
    ['an expired token', {}, { expiresIn: -60 }, /expired/],
    ['another project (audience)', { aud: 'someone-else' }, {}, /not valid/],
    ['another issuer', { iss: 'https://securetoken.google.com/someone-else' }, {}, /not valid/],
    ['an unsigned token (no emulator configured)', {}, { signer: 'unsigned' }, /not valid/],
    ["a tenant's token (no tenant configured)", { firebase: { tenant: 'staff-x1' } }, {}, /not valid/],
  ])('refuses %s', async (_name, claims, options, message) => {
    const response = await session(await keys.token(person('fb-refused', claims), options));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(message);
  });

  it("with a tenant configured, accepts only that tenant's tokens", async () => {
    const tenantApp = await buildApp({
      config: { ...config, firebase: { ...firebase, tenantId: 'members-a1' } },
      db: t.db,
    });
    try {
      const providers = await tenantApp.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ firebase: { tenantId: 'members-a1' } });
      const tenantOf = (tenant: string | undefined) =>
        person('fb-tenant', { firebase: { sign_in_provider: 'password', ...(tenant ? { tenant } : {}) } });
      for (const refused of [undefined, 'other-b2']) {
        const response = await session(await keys.token(tenantOf(refused)), tenantApp);
        expect(response.statusCode).toBe(400);
      }
      const result = await signIn(tenantOf('members-a1'), undefined, tenantApp);
      expect(result.kind).toBe('awaitingRole');
    } finally {
      await tenantApp.close();
    }
  });

  it('refuses what is not a token, and a token without a subject', async () => {
    expect((await session('not.a-token')).statusCode).toBe(400);
    const response = await session(await keys.token(person('', { sub: '' })));
    expect(response.statusCode).toBe(400);
    // None of the refused tokens made a user.
    const refused = t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('displayName', '=', 'Firebase fb-refused');
    expect(await refused.execute()).toEqual([]);
  });

  it("accepts the Auth emulator's unsigned tokens only when the emulator is configured", async () => {
    const emulated = await buildApp({
      config: { ...config, firebase: { ...firebase, emulatorHost: '127.0.0.1:9099' } },
      db: t.db,
    });
    try {
      const providers = await emulated.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ firebase: { emulatorUrl: 'http://127.0.0.1:9099' } });
      const unsigned = await keys.token(person('fb-emulated'), { signer: 'unsigned' });
      expect((await session(unsigned, emulated)).json<OidcCallbackResult>().kind).toBe('awaitingRole');
      // Its claims are still checked: another project's unsigned token is refused.
      const other = await keys.token(person('fb-other', { aud: 'someone-else' }), { signer: 'unsigned' });
      expect((await session(other, emulated)).statusCode).toBe(400);
      // And the same unsigned token is refused by a server without the emulator.
      expect((await session(unsigned)).statusCode).toBe(400);
    } finally {
      await emulated.close();
    }
  });

  it('links an existing account with the same e-mail only after its password is proven', async () => {
    const local = await createUser({ app, db: t.db, config, close: () => Promise.resolve() }, ['staff'], {
      email: 'fb-local@example.test',
    });
    const result = await signIn(person('fb-local'));
    if (result.kind !== 'linkRequired') throw new Error(`expected a link ticket, got ${result.kind}`);
    const link = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/oidc/link',
        headers: { 'accept-language': 'en' },
        payload: { ticket: result.ticket, password },
      });
    const wrong = await link('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ password: 'Check your password' });
    expect((await link(TEST_PASSWORD)).json()).toMatchObject({ kind: 'signedIn', user: { uid: local.id } });
    const next = await signIn(person('fb-local'));
    expect(next.kind === 'signedIn' && next.user.uid).toBe(local.id);

    // Issue 30 §2: the link and the sign-in after it are recorded as Firebase sign-ins of that user.
    const signedIn = (await auditEntries(t.db.kysely, 'auth.signedIn')).filter(
      (entry) => entry.targetId === local.id,
    );
    expect(signedIn.map((entry) => [entry.actorId, entry.after])).toEqual([
      [local.id, { method: 'firebase' }],
      [local.id, { method: 'firebase' }],
    ]);
  });

  it('records a refused token as a failed Firebase sign-in', async () => {
    const before = (await auditEntries(t.db.kysely, 'auth.signInFailed')).length;
    const forged = await session(await keys.token(person('fb-forged'), { signer: 'forged' }));
    expect(forged.statusCode).toBe(400);
    const failed = await auditEntries(t.db.kysely, 'auth.signInFailed');
    expect(failed.slice(before)).toEqual([
      expect.objectContaining({
        actorId: null,
        after: { method: 'firebase', reason: 'identity.tokenInvalid' },
      }),
    ]);
  });

  it('answers 404 when Firebase is not configured', async () => {
    const bare = await buildApp({ config: { ...config, firebase: undefined }, db: t.db });
    try {
      const token = await keys.token(person('fb-bare'));
      expect((await session(token, bare)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("the browser may reach Firebase's APIs only when Firebase is configured (CSP)", () => {
  it.each([
    [undefined, "connect-src 'self';"],
    ['127.0.0.1:9099', "connect-src 'self' http://127.0.0.1:9099;"],
    [null, "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;"],
  ])('emulator %s', async (emulatorHost, directive) => {
    const t = await createTestDatabase();
    const firebase: FirebaseConfig | undefined =
      emulatorHost === undefined
        ? undefined
        : {
            apiKey: 'k',
            projectId: TEST_FIREBASE_PROJECT,
            jwksUrl: 'https://keys.example.test/jwks',
            emulatorHost: emulatorHost ?? undefined,
            defaultRoles: [],
          };
    const app = await buildApp({ config: { ...t.config, firebase }, db: t.db });
    try {
      // The policy rides on HTML documents only (the API docs page is one the server always has).
      const response = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.headers['content-security-policy']).toContain(directive);
    } finally {
      await app.close();
      await t.cleanup();
    }
  });
});
