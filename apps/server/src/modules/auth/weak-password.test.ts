import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/** The shared password rule (contracts authRules.password) refuses easy guesses at registration. */
describe('weak passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('refuses 123456, six spaces and one repeated character with a clear message', async () => {
    for (const [index, password] of ['123456', '      ', 'zzzzzzzz'].entries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'en' },
        payload: { displayName: 'Weak One', email: `weak${index}@example.com`, password },
      });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(errorOf(response).fields?.password).toBe(
        'This password is too easy to guess: avoid repeated or consecutive characters and common passwords.',
      );
    }
  });
});
