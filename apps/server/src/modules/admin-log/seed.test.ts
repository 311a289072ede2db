import { demoAccount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { adminLogService } from './service';

describe('audit log demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  it('records the accounts and sessions the seed created, by the system', async () => {
    const service = adminLogService(t.db.kysely);
    const users = await service.list({ action: 'user.created', page: 1, pageSize: 100 });
    const total = await t.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(users.total).toBe(Number(total.n));
    const admin = demoAccount('admin');
    expect(users.items.some((entry) => entry.targetLabel.includes(admin.phone))).toBe(true);
    expect(users.items.every((entry) => entry.actor === null && entry.ip === null)).toBe(true);
    expect((await service.list({ action: 'session.created', page: 1, pageSize: 50 })).total).toBeGreaterThan(
      0,
    );
  });
});
