/**
 * Test helpers for signed-in requests: users created through the real service (cheap scrypt cost from
 * the test config) and tokens issued through the real sign-in.
 */
import { errorBodySchema, type ErrorBody, type Role } from '@cppcc/contracts';
import { usersService, type NewUser } from '../modules/users/service';
import type { UserRow } from '../modules/users/repository';
import type { TestContext } from './context';

/** Long enough for the password rule, so tests may also set it through the API. */
export const TEST_PASSWORD = 'secret-lantern-123';

let counter = 0;

/** A user with the given roles; phone and e-mail unique per call. */
export async function createUser(
  ctx: TestContext,
  roles: readonly Role[],
  overrides: Partial<NewUser> = {},
): Promise<UserRow> {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return usersService(ctx.db.kysely, { passwordHashCost: ctx.config.passwordHashCost }).create({
    displayName: `测试用户${n}`,
    phone: `1550000${n}`,
    email: `user${n}-${Math.random().toString(36).slice(2, 8)}@test.example`,
    password: TEST_PASSWORD,
    roles,
    ...overrides,
  });
}

/** A fresh access token (a new session) for the user. */
export async function tokenFor(ctx: TestContext, user: UserRow): Promise<string> {
  await ctx.app.ready();
  const login = user.email ?? user.phone;
  if (!login) throw new Error('user without phone or e-mail');
  return (await ctx.app.authService.signIn(login, TEST_PASSWORD)).access_token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The newest outbox message to a recipient (what the demo SMS/e-mail provider "sent"). */
export async function lastOutbox(ctx: TestContext, recipient: string) {
  return ctx.db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/** The error object of a failed response, checked against the shared error shape. */
export function errorOf(response: { json: () => unknown }): ErrorBody['error'] {
  return errorBodySchema.parse(response.json()).error;
}
