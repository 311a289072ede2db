import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startServer, type RunningServer } from '../main';
import { openDatabase } from '../db/database';
import { settingsService } from '../modules/settings/service';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { pendingSeeders, seedDemoData, seedOnFirstStart, type Seeder } from '.';

/**
 * Seeders whose middle one waits for `open()`: the seed stays half-way (its first seeder committed, the lock
 * held) for as long as the test needs, so a second server surely meets it — with the whole demo seed (tens of
 * seconds, covered by main.test) the overlap was only likely, and the file paid two seeds from empty.
 */
function gatedSeeders(): { registry: Seeder[]; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const registry: Seeder[] = [
    { name: '9001_first', run: ({ services }) => services.settings.set('first', true) },
    {
      name: '9002_gated',
      async run({ services }) {
        await services.settings.set('gated', true);
        await opened;
      },
    },
    { name: '9003_last', run: ({ services }) => services.settings.set('last', true) },
  ];
  return { registry, open };
}

/** A server's start, and what it saw of the seed the moment it was ready to answer. */
async function start(
  t: TestDatabase,
  registry: readonly Seeder[],
): Promise<{ server: RunningServer; pending: string[] }> {
  const server = await startServer({
    config: { ...t.config, seedDemoData: true },
    banner: false,
    seeders: registry,
  });
  const pending = (await pendingSeeders(server.app.db, registry)).map((seeder) => seeder.name);
  return { server, pending };
}

/** How many times a starting server said it waits for another's seed (main.ts prints it). */
function waitNotices(write: MockInstance<typeof process.stdout.write>): number {
  return write.mock.calls.filter(([chunk]) => String(chunk).includes('Another server is seeding')).length;
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
    vi.restoreAllMocks();
    for (const server of servers.splice(0)) await server.stop();
    await t.cleanup();
  });

  it('two servers starting at once on an empty database: seeded once, neither answers before it is whole', async () => {
    const { registry, open } = gatedSeeders();
    const write = vi.spyOn(process.stdout, 'write');
    const both = Promise.all([start(t, registry), start(t, registry)]);
    try {
      // One holds the lock half-way through the seed; the other has met it and waits.
      await vi.waitFor(() => expect(waitNotices(write)).toBe(1), { timeout: 60_000, interval: 20 });
    } finally {
      open();
    }
    const [a, b] = await both;
    servers.push(a.server, b.server);
    expect(a.pending).toEqual([]);
    expect(b.pending).toEqual([]);
    expect(await seedRuns(t)).toEqual(registry.map((seeder) => seeder.name).sort());
    expect(waitNotices(write)).toBe(1);
  });

  it('a server starting while another is half-way through the seed waits for the rest', async () => {
    const { registry, open } = gatedSeeders();
    const write = vi.spyOn(process.stdout, 'write');
    const first = start(t, registry);
    // Once the first seeder has committed (the database is seeded, but not whole), a second server starts.
    const second = vi
      .waitFor(async () => expect(await seedRuns(t)).toEqual(['9001_first']), {
        timeout: 60_000,
        interval: 20,
      })
      .then(() => start(t, registry));
    try {
      await vi.waitFor(() => expect(waitNotices(write)).toBe(1), { timeout: 60_000, interval: 20 });
    } finally {
      open();
    }
    const [a, b] = await Promise.all([first, second]);
    servers.push(a.server, b.server);
    expect(b.pending).toEqual([]);
    expect(a.pending).toEqual([]);
    expect(await seedRuns(t)).toEqual(registry.map((seeder) => seeder.name).sort());
    const settings = settingsService(t.db.kysely);
    expect([await settings.get('first'), await settings.get('gated'), await settings.get('last')]).toEqual([
      true,
      true,
      true,
    ]);
  });

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
