import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { currentMigration, migrateToLatest, pendingMigrations } from './migrate';
import { migrations } from './migrations';

describe('migrations', () => {
  let t: TestDatabase | undefined;
  afterEach(() => t?.cleanup());

  it('apply on a fresh database, then again as a no-op', async () => {
    t = await createTestDatabase({ migrate: false });
    expect(await currentMigration(t.db)).toBeNull();
    expect(await migrateToLatest(t.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(t.db)).toEqual([]);
    expect(await pendingMigrations(t.db)).toEqual([]);
    expect(await currentMigration(t.db)).toBe(Object.keys(migrations).at(-1));
  });

  it('refuse a database that applied a migration this build does not know', async () => {
    t = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_build', '2026-01-01T00:00:00.000Z')`.execute(
      t.db.kysely,
    );
    await expect(migrateToLatest(t.db)).rejects.toThrow(/9999_from_a_newer_build/);
  });

  it('are named in order with a 4-digit prefix', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('create the foundation tables', async () => {
    t = await createTestDatabase();
    await t.db.kysely
      .insertInto('settings')
      .values({ key: 'k', value: '{}', updatedAt: '2026-01-01T00:00:00.000Z' })
      .execute();
    const rows = await t.db.kysely.selectFrom('settings').selectAll().execute();
    expect(rows).toEqual([{ key: 'k', value: '{}', updatedAt: '2026-01-01T00:00:00.000Z' }]);
  });
});
