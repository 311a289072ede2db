import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cppcc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { usersService } from '../modules/users/service';
import { settingsService } from '../modules/settings/service';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { demoAccounts, hasBeenSeeded, pendingSeeders, seedDemoData, seeders, type Seeder } from '.';

/**
 * The whole demo seed from an empty database runs in main.test.ts (the real start) and seed/lock.test.ts (two
 * servers at once), and once per test worker for the files that read the demo data (test/seeded.ts): the tests
 * below that need a seeded database take a copy of the worker's (`seeded: true`) rather than seeding again,
 * 17–23 s each on PostgreSQL.
 */
describe('seed framework', () => {
  let t: TestDatabase | undefined;
  const open = async (options: { seeded?: boolean } = {}) => (t = await createTestDatabase(options));
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('has every seeder pending on an empty database', async () => {
    const { db } = await open();
    expect(await hasBeenSeeded(db)).toBe(false);
    expect((await pendingSeeders(db)).map((s) => s.name)).toEqual(seeders.map((s) => s.name));
  });

  it('ran each seeder once; a second call does nothing', async () => {
    const { db } = await open({ seeded: true });
    expect(await hasBeenSeeded(db)).toBe(true);
    const runs = await db.kysely.selectFrom('seedRuns').select('name').orderBy('name').execute();
    expect(runs.map((run) => run.name)).toEqual(seeders.map((s) => s.name).sort());
    expect(await seedDemoData(db)).toEqual([]);
    expect(await pendingSeeders(db)).toEqual([]);
    const demo = (await settingsService(db.kysely).get('demo')) as { seededAt: string };
    expect(demo.seededAt).toMatch(/Z$/);
  });

  it('runs a seeder added later, and only that one', async () => {
    const { db } = await open({ seeded: true });
    const later: Seeder = { name: '9999_later', run: ({ services }) => services.settings.set('later', 1) };
    expect(await seedDemoData(db, [...seeders, later])).toEqual(['9999_later']);
  });

  it('rolls a failing seeder back completely and does not record it', async () => {
    const { db } = await open();
    const failing: Seeder = {
      name: '9999_failing',
      async run({ services }) {
        await services.settings.set('half-written', true);
        throw new Error('boom');
      },
    };
    await expect(seedDemoData(db, [failing])).rejects.toThrow('Seeder 9999_failing failed: boom');
    expect(await settingsService(db.kysely).get('half-written')).toBeUndefined();
    expect(await hasBeenSeeded(db)).toBe(false);
  });

  it('collects the demo accounts of every seeder', () => {
    const withAccounts: Seeder = {
      name: 'x',
      run: async () => {},
      demoAccounts: [{ role: 'admin', login: '13800000000', password: 'secret' }],
    };
    expect(demoAccounts([withAccounts, { name: 'y', run: async () => {} }])).toEqual(
      withAccounts.demoAccounts,
    );
  });

  it('creates every DEMO_ACCOUNTS entry (signing in with DEMO_PASSWORD), undertakers per unit and members', async () => {
    const { db, config } = await open({ seeded: true });
    const app = await buildApp({ config, db });
    try {
      for (const account of DEMO_ACCOUNTS) {
        for (const login of [account.email, account.phone]) {
          const { user } = await app.authService.signIn(login, DEMO_PASSWORD);
          expect(user).toMatchObject({ role: [account.role], phone: account.phone });
          expect(user.data.displayName).toBe(account.displayName);
          if ('unit' in account) expect(user.unit?.name).toBe(account.unit);
        }
      }
    } finally {
      await app.close();
    }
    const users = usersService(db.kysely);
    const undertakers = await users.list({ role: 'undertaker', page: 1, pageSize: 100 });
    const units = await db.kysely.selectFrom('units').select('name').execute();
    expect(units.length).toBeGreaterThanOrEqual(6);
    for (const { name } of units) expect(undertakers.items.some((u) => u.unit?.name === name)).toBe(true);
    const members = await users.list({ role: 'members', page: 1, pageSize: 100 });
    expect(members.total).toBeGreaterThanOrEqual(13);
    for (const member of members.items) expect(member.memberProfile?.sector).toBeTruthy();
    expect(new Set(members.items.map((m) => m.memberProfile?.sector)).size).toBeGreaterThanOrEqual(10);
  });

  it('prints exactly the shared demo accounts in the banner', () => {
    expect(demoAccounts().map((a) => a.login)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    for (const account of demoAccounts()) expect(account.password).toBe(DEMO_PASSWORD);
  });
});
