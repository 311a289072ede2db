import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { createUser } from '../../test/accounts';
import { createTestContext, testDialect, type TestContext } from '../../test/context';
import { insertProposal, insertSession, insertTask, insertUnit } from '../../test/task-rows';
import type { UserRow } from '../users/repository';
import { workflowSettingsService } from '../workflow-settings/service';
import { runJobsOnce } from './jobs';
import { startScheduler } from './scheduler';

/** The scheduled jobs: overdue warnings raised once each (also by two servers at once), then their SMS. */
let ctx: TestContext;
let unitId: string;
let clerk: UserRow;
let staff: UserRow;
let proposalId: string;

const NOW = new Date('2026-09-01T02:00:00.000Z');
const day = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

const task = (state: string, dueDate: string | null) =>
  insertTask(ctx.db.kysely, { proposalId, unitId, state, dueDate });

async function notificationsOf(user: UserRow) {
  return ctx.db.kysely
    .selectFrom('notifications')
    .select(['kind', 'params', 'link', 'smsState'])
    .where('userId', '=', user.id)
    .orderBy('kind')
    .execute();
}
const smsCount = async (user: UserRow) =>
  (
    await ctx.db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', user.phone ?? '')
      .execute()
  ).length;
const warningsOf = (taskId: string) =>
  ctx.db.kysely.selectFrom('taskWarnings').selectAll().where('taskId', '=', taskId).execute();

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  unitId = await insertUnit(ctx.db.kysely, '市发展和改革委员会');
  clerk = await createUser(ctx, ['undertaker'], { unitId });
  staff = await createUser(ctx, ['staff']);
  await createUser(ctx, ['admin']);
  const member = await createUser(ctx, ['members']);
  proposalId = await insertProposal(ctx.db.kysely, {
    sessionId: await insertSession(ctx.db.kysely),
    firstProposerId: member.id,
    number: 12,
    title: '关于加快推进老旧小区改造的建议',
  });
}, 60_000);
afterAll(() => ctx.close());

describe('overdue warnings', () => {
  it('warns the unit of tasks due soon, the unit and the staff of overdue ones — once', async () => {
    const overdue = await task('accepted', day(-1));
    const dueSoon = await task('new', day(3));
    const later = await task('accepted', day(30));
    const replied = await task('replied', day(-5));
    const cancelled = await task('cancelled', day(-5));
    const noDate = await task('accepted', null);

    const first = await runJobsOnce(ctx.app, NOW);
    expect(first.warnings).toEqual({ overdue: 1, dueSoon: 1 });
    expect(first.sms).toMatchObject({ sent: 3, failed: 0 });

    const unitNotes = await notificationsOf(clerk);
    expect(unitNotes.map((n) => n.kind)).toEqual(['task_due_soon', 'task_overdue']);
    expect(unitNotes.every((n) => n.link === `/undertaker/undertaker/detail/${proposalId}`)).toBe(true);
    expect(unitNotes.every((n) => n.smsState === 'sent')).toBe(true);
    expect(JSON.parse(unitNotes[1]?.params ?? '{}')).toEqual({
      proposalNumber: '12',
      proposalTitle: '关于加快推进老旧小区改造的建议',
      unitName: '市发展和改革委员会',
      dueDate: day(-1).slice(0, 10),
      reason: '',
      personName: '',
      noteTitle: '',
      meetingTime: '',
      meetingPlace: '',
    });
    const staffNotes = await notificationsOf(staff);
    expect(staffNotes).toMatchObject([{ kind: 'task_overdue', link: `/apps/staff/task/${overdue}` }]);
    expect(await smsCount(clerk)).toBe(2);
    expect(await smsCount(staff)).toBe(1);

    for (const id of [later, replied, cancelled, noDate]) expect(await warningsOf(id)).toEqual([]);
    expect(await warningsOf(dueSoon)).toMatchObject([{ kind: 'due_soon', dueDate: day(3) }]);

    const second = await runJobsOnce(ctx.app, NOW);
    expect(second.warnings).toEqual({ overdue: 0, dueSoon: 0 });
    expect(await notificationsOf(clerk)).toHaveLength(2);
    expect(await smsCount(clerk)).toBe(2);

    // Days later the due-soon task is overdue: that is a new warning; an extended due date is one too.
    await ctx.db.kysely
      .updateTable('tasks')
      .set({ dueDate: day(20) })
      .where('id', '=', overdue)
      .execute();
    const later4 = await runJobsOnce(ctx.app, new Date(day(4)));
    expect(later4.warnings).toEqual({ overdue: 1, dueSoon: 0 });
    const later15 = await runJobsOnce(ctx.app, new Date(day(15)));
    expect(later15.warnings).toEqual({ overdue: 0, dueSoon: 1 });
    expect((await warningsOf(overdue)).map((w) => `${w.kind} ${w.dueDate}`).sort()).toEqual([
      `due_soon ${day(20)}`,
      `overdue ${day(-1)}`,
    ]);
  });

  it('raises each warning once when two servers run the job at the same moment', async () => {
    const tasks = [];
    for (let i = 0; i < 6; i += 1) tasks.push(await task('accepted', day(i % 2 === 0 ? -2 : 2)));
    const before = { clerk: await smsCount(clerk), staff: await smsCount(staff) };
    // The second server: its own pool on PostgreSQL; on SQLite it shares the connection (better-sqlite3
    // is synchronous, so two connections in one process would wait on each other's locks).
    const database: Database = testDialect() === 'postgres' ? openDatabase(ctx.config.database) : ctx.db;
    const other: App = await buildApp({ config: ctx.config, db: database });
    try {
      await other.ready();
      const results = await Promise.all([runJobsOnce(ctx.app, NOW), runJobsOnce(other, NOW)]);
      const total = (key: 'overdue' | 'dueSoon') =>
        results.reduce((sum, result) => sum + (result.warnings?.[key] ?? 0), 0);
      expect(total('overdue')).toBe(3);
      expect(total('dueSoon')).toBe(3);
    } finally {
      await other.close();
      if (database !== ctx.db) await database.close();
    }
    for (const id of tasks) expect(await warningsOf(id)).toHaveLength(1);
    expect(await smsCount(clerk)).toBe(before.clerk + 6);
    expect(await smsCount(staff)).toBe(before.staff + 3);
  });

  it('uses the warning period of the workflow settings', async () => {
    const id = await task('accepted', day(10));
    expect((await runJobsOnce(ctx.app, NOW)).warnings).toEqual({ overdue: 0, dueSoon: 0 });
    const settings = workflowSettingsService(ctx.db.kysely);
    await settings.set({ ...(await settings.get()), overdueWarningDays: 14 });
    expect((await runJobsOnce(ctx.app, NOW)).warnings).toEqual({ overdue: 0, dueSoon: 1 });
    expect(await warningsOf(id)).toHaveLength(1);
  });
});

describe('the scheduler', () => {
  it('runs the jobs on its interval and stops cleanly', async () => {
    const id = await task('accepted', day(-400));
    const scheduler = startScheduler(ctx.app, 20);
    try {
      await vi.waitFor(async () => expect(await warningsOf(id)).toHaveLength(1), { timeout: 5000 });
    } finally {
      await scheduler.stop();
    }
    await scheduler.stop(); // idempotent
  });

  it('does nothing with an interval of 0', async () => {
    const id = await task('accepted', day(-500));
    const scheduler = startScheduler(ctx.app, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await scheduler.stop();
    expect(await warningsOf(id)).toEqual([]);
  });
});
