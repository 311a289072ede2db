import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, errorOf } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { hashPassword } from './passwords';

/** The shared password rule (contracts authRules.password) refuses short and easy passwords when set. */
describe('weak passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  const year = new Date().getFullYear();
  const register = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { displayName: 'Weak One', email, password },
    });

  it('refuses fewer than 12 characters, repeats, common passwords and the product’s name with the year', async () => {
    const weak =
      'This password is too easy to guess: avoid repeated or consecutive characters, common passwords, and the name of this system or the year.';
    for (const [index, [password, message]] of [
      ['Cppcc@2026', 'Min character length is 12.'],
      ['Str0ng-pass', 'Min character length is 12.'],
      [' '.repeat(12), weak],
      ['z'.repeat(14), weak],
      ['qwerty123456', weak],
      [`Password${year}!`, weak],
      ['!!Iloveyou!!2020', weak],
      [`Cppcc@${year}!!`, weak],
      [`政协提案${year}年度密码`, weak],
      [`proposal-cppcc-${year}`, weak],
    ].entries()) {
      const response = await register(`weak${index}@example.com`, password ?? '');
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(errorOf(response).fields?.password, JSON.stringify(password)).toBe(message);
    }
    expect((await register('strong@example.com', 'Harbour-Light-42')).statusCode).toBe(200);
  });

  it('answers the rule in Chinese too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'zh-CN' },
      payload: { displayName: 'Weak One', email: 'weak-zh@example.com', password: 'Cppcc@2026' },
    });
    expect(errorOf(response).fields?.password).toBe('密码至少为 12 个字符');
  });

  it('still signs in an account whose password was set under the old rule', async () => {
    const old = await createUser(ctx, ['members']);
    await ctx.db.kysely
      .updateTable('users')
      .set({ passwordHash: await hashPassword('abc123', ctx.config.passwordHashCost) })
      .where('id', '=', old.id)
      .execute();
    const signIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth',
      query: { email: old.email ?? '', password: 'abc123' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
