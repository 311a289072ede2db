import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { createFirstAdmin, FirstAdminRefused } from './first-admin';

/** `npm run admin:create` (issue 32): the first admin of a production install, with no published password. */
describe('createFirstAdmin', () => {
  let t: TestDatabase;
  let app: App;
  beforeEach(async () => {
    t = await createTestDatabase();
    app = await buildApp({ config: { ...t.config, production: true, seedDemoData: false }, db: t.db });
  });
  afterEach(async () => {
    await app.close();
    await t.cleanup();
  });
  const config = () => ({ ...t.config, publicUrl: 'https://proposals.example.gov.cn' });

  it('makes an admin with no password and a one-time link to set one, then never again', async () => {
    const { userId, link } = await createFirstAdmin(t.db, config(), {
      email: 'Office@Example.gov.cn',
      displayName: '提案委办公室',
    });
    expect(link).toMatch(
      /^https:\/\/proposals\.example\.gov\.cn\/pages\/auth\/reset-password\?token=[\w-]{43}$/,
    );
    const row = await t.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
    expect(JSON.parse(row.roles)).toEqual(['admin']);

    // No password signs in before the link is used.
    const before = await app.inject({
      url: '/api/auth',
      query: { email: 'office@example.gov.cn', password: 'anything-at-all' },
    });
    expect(before.statusCode).toBe(400);

    const token = new URL(link).searchParams.get('token');
    const password = 'Long enough, and mine 7!';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });
    expect(reset.statusCode).toBe(204);
    const signIn = await app.inject({
      url: '/api/auth',
      query: { email: 'office@example.gov.cn', password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ user: { role: string[] } }>().user.role).toEqual(['admin']);
    // The link works once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });
    expect(again.statusCode).toBe(400);

    await expect(
      createFirstAdmin(t.db, config(), { email: 'second@example.gov.cn', displayName: 'Second admin' }),
    ).rejects.toThrow(/An admin already exists/);
  });

  it('refuses bad input with the field and the catalogue message, writing nothing', async () => {
    await expect(
      createFirstAdmin(t.db, config(), { email: 'not-an-email', displayName: 'Office' }),
    ).rejects.toThrow(FirstAdminRefused);
    await expect(createFirstAdmin(t.db, config(), { email: 'a@b.cn', displayName: 'Of' })).rejects.toThrow(
      /^displayName: Min character length is 4\.$/,
    );
    expect(await t.db.kysely.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('in production the first registered account is not made admin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        displayName: 'First comer',
        email: 'first@example.com',
        password: 'Quite-long passphrase 9',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { role: string[] } }>().user.role).toEqual(['user']);
  });
});
