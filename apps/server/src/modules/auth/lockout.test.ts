import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, errorOf, TEST_PASSWORD } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { LOCKOUT_FAILURES } from './lockout';

/** Repeated wrong passwords lock the account (from any address), with a message that says how long. */
describe('per-account lockout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/auth?email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
      headers: { 'accept-language': 'en' },
    });

  it('locks after repeated wrong passwords, even for the right one, and leaves other accounts alone', async () => {
    const target = await createUser(ctx, ['members']);
    const other = await createUser(ctx, ['members']);
    for (let attempt = 0; attempt < LOCKOUT_FAILURES; attempt += 1)
      expect((await signIn(target.email ?? '', `wrong-${attempt}`)).statusCode).toBe(400);
    const locked = await signIn(target.email ?? '', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toBe(
      'Too many wrong passwords: the account is locked; try again in 15 minutes.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(other.email ?? '', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a right password before the limit clears the count', async () => {
    const user = await createUser(ctx, ['members']);
    for (let attempt = 0; attempt < LOCKOUT_FAILURES - 1; attempt += 1)
      await signIn(user.email ?? '', `wrong-${attempt}`);
    expect((await signIn(user.email ?? '', TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < LOCKOUT_FAILURES - 1; attempt += 1)
      await signIn(user.email ?? '', `wrong-${attempt}`);
    expect((await signIn(user.email ?? '', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
