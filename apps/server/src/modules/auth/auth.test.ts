import { ACCESS_TOKEN_LIFETIME_SECONDS, authResultSchema, userSchema } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toIso } from '../../db/values';
import { bearer, createUser, errorOf, lastOutbox, TEST_PASSWORD, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { signJwt } from './jwt';

const en = { 'accept-language': 'en' };

describe('JWT flow (seed 000 §7)', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  const register = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', headers: en, payload });
  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth', headers: en, query: { email, password } });

  describe('POST /api/auth/register', () => {
    it('makes the first account admin and later ones user, and signs them in', async () => {
      const first = await register({
        displayName: 'First Admin',
        email: 'First@Example.com',
        password: 'river-lantern-42',
      });
      expect(first.statusCode).toBe(200);
      const body = authResultSchema.parse(first.json());
      expect(body.user.role).toEqual(['admin']);
      expect(body.user.from).toBe('api');
      expect(body.user.data).toMatchObject({ displayName: 'First Admin', email: 'first@example.com' });

      const second = authResultSchema.parse(
        (
          await register({
            displayName: 'Second One',
            email: 'second@example.com',
            password: 'river-lantern-42',
          })
        ).json(),
      );
      expect(second.user.role).toEqual(['user']);
      const check = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/access-token',
        headers: bearer(second.access_token),
      });
      expect(check.statusCode).toBe(200);
    });

    it('answers the seed texts on its fields', async () => {
      await register({ displayName: 'Somebody', email: 'taken@example.com', password: 'river-lantern-42' });
      const taken = await register({
        displayName: 'Somebody',
        email: 'TAKEN@example.com',
        password: 'river-lantern-42',
      });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).fields).toEqual({ email: 'The email is already in use' });

      const invalid = await register({ displayName: '', email: 'nope', password: '' });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).fields).toEqual({
        displayName: 'Enter display name',
        email: 'Please enter a valid email.',
        password: 'Please enter your password.',
      });
      const short = await register({ displayName: 'abc', email: 'a@b.cn', password: 'river-lantern-42' });
      expect(errorOf(short).fields).toEqual({ displayName: 'Min character length is 4.' });

      const zh = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: 'Somebody', email: 'taken@example.com', password: 'river-lantern-42' },
      });
      expect(errorOf(zh).fields).toEqual({ email: '该邮箱已被使用' });
    });

    it('is switched off by ALLOW_REGISTRATION=false', async () => {
      await ctx.close();
      ctx = await createTestContext();
      ctx.config.allowRegistration = false;
      const closed = await register({
        displayName: 'Somebody',
        email: 'a@example.com',
        password: 'river-lantern-42',
      });
      expect(closed.statusCode).toBe(403);
      expect(errorOf(closed).code).toBe('FORBIDDEN');
    });
  });

  describe('GET /api/auth', () => {
    it('signs in by e-mail (any case) or phone number', async () => {
      const user = await createUser(ctx, ['staff'], { email: 'staff@example.com', phone: '13811112222' });
      for (const login of ['staff@example.com', 'STAFF@example.com', '13811112222']) {
        const response = await signIn(login, TEST_PASSWORD);
        expect(response.statusCode).toBe(200);
        const body = authResultSchema.parse(response.json());
        expect(body.user).toMatchObject({ uid: user.id, role: ['staff'], phone: '13811112222' });
      }
    });

    it("answers 'Check your username/email' and 'Check your password'", async () => {
      await createUser(ctx, ['staff'], { email: 'staff@example.com' });
      const unknown = await signIn('nobody@example.com', TEST_PASSWORD);
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).fields).toEqual({ email: 'Check your username/email' });
      const wrong = await signIn('staff@example.com', 'wrong-password');
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields).toEqual({ password: 'Check your password' });
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/auth', headers: en });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(errorOf(missing).fields as object).sort()).toEqual(['email', 'password']);
    });

    it('refuses a disabled account', async () => {
      await createUser(ctx, ['staff'], { email: 'off@example.com' });
      const admin = await createUser(ctx, ['admin']);
      const user = await ctx.app.authService.signIn('off@example.com', TEST_PASSWORD);
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.user.uid}`,
        headers: bearer(await tokenFor(ctx, admin)),
        payload: { disabled: true },
      });
      const response = await signIn('off@example.com', TEST_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).fields).toEqual({ email: 'This account has been disabled.' });
      // Its existing token stopped working too.
      const old = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/access-token',
        headers: { ...en, ...bearer(user.access_token) },
      });
      expect(old.statusCode).toBe(401);
    });
  });

  describe('GET /api/auth/access-token', () => {
    it('reissues a token from the header or the access_token parameter', async () => {
      const user = await createUser(ctx, ['user']);
      const token = await tokenFor(ctx, user);
      const byHeader = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/access-token',
        headers: bearer(token),
      });
      expect(byHeader.statusCode).toBe(200);
      const body = authResultSchema.parse(byHeader.json());
      expect(body.user.uid).toBe(user.id);
      const byQuery = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/access-token',
        query: { access_token: body.access_token },
      });
      expect(byQuery.statusCode).toBe(200);
    });

    it("answers 401 'Invalid access token detected' for a missing, forged or expired token", async () => {
      const user = await createUser(ctx, ['user']);
      const token = await tokenFor(ctx, user);
      const [, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sid: string };
      const now = Math.floor(Date.now() / 1000);
      const expired = signJwt(
        { sub: user.id, sid: claims.sid, iat: now - 10, exp: now - 1 },
        ctx.config.jwtSecret,
      );
      const forged = signJwt(
        { sub: user.id, sid: claims.sid, exp: now + 60 },
        'another-secret-another-secret-12',
      );
      for (const headers of [{}, bearer('garbage'), bearer(expired), bearer(forged)]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/access-token',
          headers: { ...en, ...headers },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 'UNAUTHORIZED', message: 'Invalid access token detected' },
        });
      }
    });

    it('refuses a token whose session has expired on the server', async () => {
      const user = await createUser(ctx, ['user']);
      const token = await tokenFor(ctx, user);
      await ctx.db.kysely
        .updateTable('authSessions')
        .set({ expiresAt: toIso(Date.now() - 1000) })
        .where('userId', '=', user.id)
        .execute();
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/access-token',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    });

    it('moves the session expiry on', async () => {
      const user = await createUser(ctx, ['user']);
      const token = await tokenFor(ctx, user);
      await ctx.db.kysely
        .updateTable('authSessions')
        .set({ expiresAt: toIso(Date.now() + 60_000) })
        .where('userId', '=', user.id)
        .execute();
      await ctx.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(token) });
      const session = await ctx.db.kysely
        .selectFrom('authSessions')
        .selectAll()
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(
        Date.now() + (ACCESS_TOKEN_LIFETIME_SECONDS - 60) * 1000,
      );
    });
  });

  it('POST /api/auth/user/update saves displayName, photoURL, settings and shortcuts', async () => {
    const user = await createUser(ctx, ['staff']);
    const token = await tokenFor(ctx, user);
    const data = {
      displayName: '新的显示名称',
      photoURL: '/assets/avatars/a.png',
      settings: { layout: { style: 'layout2' }, theme: { main: 'greeny' } },
      shortcuts: ['calendar', 'mail'],
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(token),
      payload: { user: { data } },
    });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).data).toEqual({ ...data, email: user.email });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: bearer(token),
    });
    expect(authResultSchema.parse(again.json()).user.data).toMatchObject(data);
    const partial = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(token),
      payload: { user: { data: { shortcuts: [] } } },
    });
    expect(userSchema.parse(partial.json()).data).toMatchObject({
      displayName: '新的显示名称',
      shortcuts: [],
    });
  });

  it('POST /api/auth/unlock checks the password again and keeps the same session', async () => {
    const user = await createUser(ctx, ['staff']);
    const token = await tokenFor(ctx, user);
    const unlock = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/unlock',
        headers: { ...en, ...bearer(token) },
        payload: { password },
      });
    const wrong = await unlock('wrong-password');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ password: 'Check your password' });
    const sessions = async () =>
      (await ctx.db.kysely.selectFrom('authSessions').selectAll().execute()).length;
    const before = await sessions();
    const right = await unlock(TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    const body = authResultSchema.parse(right.json());
    expect(body.user.uid).toBe(user.id);
    expect(await sessions()).toBe(before);
    // One session: logging out with the new token ends the old one too.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(body.access_token) });
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
  });

  it('POST /api/auth/logout revokes the token on the server', async () => {
    const user = await createUser(ctx, ['user']);
    const token = await tokenFor(ctx, user);
    const other = await tokenFor(ctx, user);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: { ...en, ...bearer(token) },
    });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).message).toBe('Invalid access token detected');
    // Only that session ended.
    const stillIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: bearer(other),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('forgot-password sends a one-time link; reset-password sets the password and ends sessions', async () => {
    const user = await createUser(ctx, ['user'], { email: 'forgot@example.com' });
    const oldToken = await tokenFor(ctx, user);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(204);
    expect(await lastOutbox(ctx, 'nobody@example.com')).toBeUndefined();

    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'Forgot@example.com' },
    });
    expect(known.statusCode).toBe(204);
    const mail = await lastOutbox(ctx, 'forgot@example.com');
    expect(mail?.channel).toBe('email');
    const token = /\/pages\/auth\/reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();

    const reset = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: en, payload });
    const bad = await reset({ token: 'not-a-token', password: 'new-password' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The reset link is invalid or has expired.',
      fields: { token: 'The reset link is invalid or has expired.' },
    });
    expect((await reset({ token, password: 'new-password' })).statusCode).toBe(204);
    const used = await reset({ token, password: 'newer-password' });
    expect(used.statusCode).toBe(400);
    expect(errorOf(used).message).toBe('The reset link is invalid or has expired.');

    expect((await signIn('forgot@example.com', 'new-password')).statusCode).toBe(200);
    expect((await signIn('forgot@example.com', TEST_PASSWORD)).statusCode).toBe(400);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: bearer(oldToken),
    });
    expect(old.statusCode).toBe(401);
  });

  it('builds the reset link from PUBLIC_URL, not from the Host header', async () => {
    await createUser(ctx, ['user'], { email: 'host@example.com' });
    ctx.config.publicUrl = 'https://proposals.example.gov.cn';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: '127.0.0.1:9999' },
      payload: { email: 'host@example.com' },
    });
    const body = (await lastOutbox(ctx, 'host@example.com'))?.body ?? '';
    expect(body).toContain('https://proposals.example.gov.cn/pages/auth/reset-password?token=');
    expect(body).not.toContain('127.0.0.1');
  });

  it('an expired reset link is refused', async () => {
    await createUser(ctx, ['user'], { email: 'late@example.com' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'late@example.com' },
    });
    const token = /token=([\w-]+)/.exec((await lastOutbox(ctx, 'late@example.com'))?.body ?? '')?.[1];
    await ctx.db.kysely
      .updateTable('passwordResets')
      .set({ expiresAt: toIso(Date.now() - 1) })
      .execute();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'new-password' },
    });
    expect(response.statusCode).toBe(400);
  });
});
