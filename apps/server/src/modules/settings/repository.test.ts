import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { findSetting, upsertSetting } from './repository';

/** The settings a transaction read are kept for it; a write through it, or outside one, is seen at once. */
describe('settings repository', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  }, 60_000);
  afterAll(() => t.cleanup());

  it('answers a transaction its own write, and each caller its own copy', async () => {
    await upsertSetting(t.db.kysely, 'cache-test', { days: 3 });
    await t.db.kysely.transaction().execute(async (trx) => {
      const first = (await findSetting(trx, 'cache-test')) as { days: number };
      expect(first).toEqual({ days: 3 });
      first.days = 99; // a caller changing what it got does not change the next answer
      expect(await findSetting(trx, 'cache-test')).toEqual({ days: 3 });
      await upsertSetting(trx, 'cache-test', { days: 5 });
      expect(await findSetting(trx, 'cache-test')).toEqual({ days: 5 });
      expect(await findSetting(trx, 'cache-missing')).toBeUndefined();
    });
    expect(await findSetting(t.db.kysely, 'cache-test')).toEqual({ days: 5 });
  });

  it('reads again outside a transaction and in the next one', async () => {
    await upsertSetting(t.db.kysely, 'cache-outside', 1);
    expect(await findSetting(t.db.kysely, 'cache-outside')).toBe(1);
    await t.db.kysely
      .updateTable('settings')
      .set({ value: '2' })
      .where('key', '=', 'cache-outside')
      .execute();
    expect(await findSetting(t.db.kysely, 'cache-outside')).toBe(2);
    await t.db.kysely.transaction().execute(async (trx) => {
      expect(await findSetting(trx, 'cache-outside')).toBe(2);
      // Kept: a write not made through upsertSetting is not seen again by this transaction.
      await trx.updateTable('settings').set({ value: '7' }).where('key', '=', 'cache-outside').execute();
      expect(await findSetting(trx, 'cache-outside')).toBe(2);
    });
    await t.db.kysely
      .updateTable('settings')
      .set({ value: '3' })
      .where('key', '=', 'cache-outside')
      .execute();
    await t.db.kysely.transaction().execute(async (trx) => {
      expect(await findSetting(trx, 'cache-outside')).toBe(3);
    });
  });
});
