import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../main';
import { openDatabase } from '../db/database';
import { settingsService } from '../modules/settings/service';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { pendingSeeders, seedDemoData, seedOnFirstStart, seeders, type Seeder } from '.';

/** A server's start, and what it saw of the seed the moment it was ready to answer. */
async function start(t: TestDatabase): Promise<{ server: RunningServer; pending: string[] }> {
  const server = await startServer({ config: { ...t.config, seedDemoData: true }, banner: false });
  const pending = (await pendingSeeders(server.app.db)).map((seeder) => seeder.name);
  return { server, pending };
}

async function seedRuns(t: TestDatabase): Promise<string[]> {
  const rows = await t.db.kysely.selectFrom('seedRuns').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

describe('seeding under the seed lock', () => {
  let t: TestDatabase;
  const servers: RunningServer[] = [];
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await t.cleanup();
  });

  it('two servers starting at once on an empty database: seeded once, neither answers before it is whole', async () => {
    const [a, b] = await Promise.all([start(t), start(t)]);
    servers.push(a.server, b.server);
    expect(a.pending).toEqual([]);
    expect(b.pending).toEqual([]);
    expect(await seedRuns(t)).toEqual(seeders.map((seeder) => seeder.name).sort());
  }, 300_000);

  it('a server starting while another is half-way through the seed waits for the rest', async () => {
    const first = start(t);
    // The first seeder has committed: the database is seeded, but not whole.
    await vi.waitFor(async () => expect((await seedRuns(t)).length).toBeGreaterThan(0), {
      timeout: 120_000,
      interval: 20,
    });
    const second = start(t);
    const [a, b] = await Promise.all([first, second]);
    servers.push(a.server, b.server);
    expect(b.pending).toEqual([]);
    expect(a.pending).toEqual([]);
    expect(await seedRuns(t)).toEqual(seeders.map((seeder) => seeder.name).sort());
  }, 300_000);

  it('a seeder that throws leaves nothing of itself behind and frees the lock for the next', async () => {
    const kept: Seeder = { name: '9001_kept', run: ({ services }) => services.settings.set('kept', true) };
    const failing: Seeder = {
      name: '9002_failing',
      async run({ services }) {
        await services.settings.set('half-written', true);
        throw new Error('boom');
      },
    };
    await expect(seedOnFirstStart(t.db, {}, [kept, failing])).rejects.toThrow(
      'Seeder 9002_failing failed: boom',
    );
    const settings = settingsService(t.db.kysely);
    expect(await settings.get('kept')).toBe(true);
    expect(await settings.get('half-written')).toBeUndefined();
    expect(await seedRuns(t)).toEqual(['9001_kept']);
    // Another connection (as another server would) takes the lock again at once.
    const other = openDatabase(t.config.database);
    try {
      const fixed: Seeder = {
        name: '9002_failing',
        run: ({ services }) => services.settings.set('fixed', 1),
      };
      expect(await seedDemoData(other, [kept, fixed])).toEqual(['9002_failing']);
    } finally {
      await other.close();
    }
  });
});
