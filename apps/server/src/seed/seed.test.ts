import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsService } from '../modules/settings/service';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { demoAccounts, hasBeenSeeded, pendingSeeders, seedDemoData, seeders, type Seeder } from '.';

describe('seed framework', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.cleanup());

  it('runs each seeder once; a second call does nothing', async () => {
    expect(await hasBeenSeeded(t.db)).toBe(false);
    expect(await seedDemoData(t.db)).toEqual(seeders.map((s) => s.name));
    expect(await hasBeenSeeded(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toEqual([]);
    expect(await pendingSeeders(t.db)).toEqual([]);
    const demo = (await settingsService(t.db.kysely).get('demo')) as { seededAt: string };
    expect(demo.seededAt).toMatch(/Z$/);
  });

  it('runs a seeder added later, and only that one', async () => {
    await seedDemoData(t.db);
    const later: Seeder = { name: '9999_later', run: ({ services }) => services.settings.set('later', 1) };
    expect(await seedDemoData(t.db, [...seeders, later])).toEqual(['9999_later']);
  });

  it('rolls a failing seeder back completely and does not record it', async () => {
    const failing: Seeder = {
      name: '9999_failing',
      async run({ services }) {
        await services.settings.set('half-written', true);
        throw new Error('boom');
      },
    };
    await expect(seedDemoData(t.db, [failing])).rejects.toThrow('Seeder 9999_failing failed: boom');
    expect(await settingsService(t.db.kysely).get('half-written')).toBeUndefined();
    expect(await hasBeenSeeded(t.db)).toBe(false);
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
});
