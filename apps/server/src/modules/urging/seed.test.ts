import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_UNIT, DEMO_APPROVER } from '../../seed/approval-urging';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { urgingService } from './service';

/** Issue 28 §2–3 demo data: a unit with a 签发人, a reply waiting for sign-off, one returned; urges. */
describe('approval and urging demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 180_000);
  afterAll(() => t.cleanup());

  it('gives 市生态环境局 a 签发人 with one reply waiting and one returned with its reason', async () => {
    const db = t.db.kysely;
    const approver = await db
      .selectFrom('users')
      .innerJoin('units', 'units.id', 'users.unitId')
      .select(['users.roles', 'units.name'])
      .where('users.email', '=', DEMO_APPROVER.email)
      .executeTakeFirstOrThrow();
    expect(approver.name).toBe(APPROVAL_UNIT);
    expect(JSON.parse(approver.roles)).toEqual(['undertaker', 'approver']);
    const tasks = await db
      .selectFrom('tasks')
      .innerJoin('units', 'units.id', 'tasks.unitId')
      .select(['tasks.state', 'tasks.rejectionReason'])
      .where('units.name', '=', APPROVAL_UNIT)
      .where('tasks.state', 'in', ['unit_review', 'accepted'])
      .execute();
    expect(tasks.filter((task) => task.state === 'unit_review')).toHaveLength(1);
    expect(tasks.some((task) => task.state === 'accepted' && task.rejectionReason?.includes('资金'))).toBe(
      true,
    );
    const waiting = await db
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'reply_awaiting_approval')
      .execute();
    expect(waiting.length).toBeGreaterThanOrEqual(2);
  });

  it('urges the overdue tasks and warns of the unsigned one', async () => {
    const counts = await urgingService(t.db.kysely).counts(undefined);
    // The three tasks assigned 100 days ago are past their due date, and all of them were urged.
    expect(counts.items.reduce((sum, item) => sum + item.count, 0)).toBe(3);
    expect(counts.items.map((item) => item.unit.name)).toContain(APPROVAL_UNIT);
    const warned = await t.db.kysely
      .selectFrom('taskWarnings')
      .select('taskId')
      .where('kind', '=', 'unsigned')
      .execute();
    expect(warned.length).toBeGreaterThanOrEqual(1);
  });
});
