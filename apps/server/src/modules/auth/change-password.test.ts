import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, TEST_PASSWORD, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import type { UserRow } from '../users/repository';

/** POST /api/auth/change-password: the signed-in user's own password, the current one required. */
describe('change own password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  let ip = 0;
  const change = (token: string, payload: object, language = 'zh-CN') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...bearer(token), 'accept-language': language },
      // A new address per call: the sign-in rate limit must not be what answers.
      remoteAddress: `10.9.0.${(ip++ % 250) + 1}`,
      payload,
    });
  const signIn = (user: UserRow, password: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth', query: { email: user.email ?? '', password } });
  const newPassword = 'Harbour-Light-42';

  it('refuses bad input with a 400 naming the field', async () => {
    const user = await createUser(ctx, ['members']);
    const token = await tokenFor(ctx, user);
    const cases: [object, string, RegExp][] = [
      [{ password: newPassword, passwordConfirm: newPassword }, 'currentPassword', /密码/],
      [{ currentPassword: TEST_PASSWORD, password: 'abc', passwordConfirm: 'abc' }, 'password', /密码/],
      [
        { currentPassword: TEST_PASSWORD, password: '12345678', passwordConfirm: '12345678' },
        'password',
        /密码/,
      ],
      [
        { currentPassword: TEST_PASSWORD, password: newPassword, passwordConfirm: 'something-else' },
        'passwordConfirm',
        /不一致/,
      ],
      [
        { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD },
        'password',
        /不能与当前密码相同/,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await change(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).fields?.[field], JSON.stringify(payload)).toMatch(message);
    }
    expect((await signIn(user, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('says a wrong current password on its own field, in the caller’s language, and changes nothing', async () => {
    const user = await createUser(ctx, ['user']);
    const token = await tokenFor(ctx, user);
    const body = { currentPassword: 'not-my-password', password: newPassword, passwordConfirm: newPassword };
    const zh = await change(token, body);
    expect(zh.statusCode).toBe(400);
    expect(errorOf(zh)).toMatchObject({
      code: 'BAD_REQUEST',
      message: '当前密码不正确',
      fields: { currentPassword: '当前密码不正确' },
    });
    const en = await change(token, body, 'en');
    expect(en.statusCode).toBe(400);
    expect(errorOf(en).message).toBe('The current password is not correct.');
    expect(errorOf(en).fields?.currentPassword).toBe('The current password is not correct.');
    // Not signed out by it, and the password is still the old one.
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: bearer(token),
    });
    expect(still.statusCode).toBe(200);
    expect((await signIn(user, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user, newPassword)).statusCode).toBe(400);
  });

  it('changes it: the new password signs in, the old one no longer; other sessions end, this one goes on', async () => {
    const user = await createUser(ctx, ['staff']);
    const token = await tokenFor(ctx, user);
    const otherSession = await tokenFor(ctx, user);
    const someoneElse = await createUser(ctx, ['staff']);
    const theirs = await tokenFor(ctx, someoneElse);

    const response = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(response.statusCode, response.body).toBe(204);

    expect((await signIn(user, newPassword)).statusCode).toBe(200);
    const old = await signIn(user, TEST_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(errorOf(old).fields?.password).toBeTruthy();

    const access = (t: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(t) });
    expect((await access(token)).statusCode).toBe(200);
    expect((await access(otherSession)).statusCode).toBe(401);
    expect((await access(theirs)).statusCode).toBe(200);
  });

  it('is only for a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, password: newPassword, passwordConfirm: newPassword },
    });
    expect(response.statusCode).toBe(401);
  });
});
