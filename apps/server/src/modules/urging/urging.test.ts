import type {
  NotificationList,
  ProposalDetail,
  TaskDetail,
  UrgeCounts,
  UrgeList,
  UrgeResult,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context';
import { workflowFixture } from '../../test/workflow';
import { raiseUnsignedWarnings } from '../scheduler/unsigned';

/** 催办 (issue 28 §3): staff urge units on tasks; the units read the urges; the counts per unit. */
const w = workflowFixture();
const { ok, fails, unit, assigned, myTask, acted, replied } = w;

beforeAll(() => w.setup([['b2', ['undertaker', 'approver'], 'B']]), 60_000);
afterAll(() => w.close());

/** A task of `unitKey` assigned with a due date in the past (the database's clock is the real one). */
async function overdueTask(unitKey: string, who: string): Promise<TaskDetail> {
  const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit(unitKey)] });
  const ctx = w.context();
  await ctx.db.kysely
    .updateTable('tasks')
    .set({ dueDate: '2020-01-01T00:00:00.000Z' })
    .where('proposalId', '=', proposal.id)
    .execute();
  return myTask(who, proposal.id);
}

const urge = (body: object) => ok<UrgeResult>('staff', 'POST', '/api/urging', body);

describe(`催办 (${testDialect()})`, () => {
  it('urges chosen tasks: the unit is told (in-app and SMS), the task shows who, when and what', async () => {
    const a = await overdueTask('A', 'a1');
    const b = await overdueTask('B', 'b1');
    const result = await urge({ taskIds: [a.id, b.id], message: '请于本周内答复' });
    expect(result).toEqual({ urged: 2, taskIds: expect.arrayContaining([a.id, b.id]) as string[] });

    const notice = (await ok<NotificationList>('a1', 'GET', '/api/notifications')).items[0];
    expect(notice?.kind).toBe('task_urged');
    expect(notice?.params.reason).toBe('请于本周内答复');
    const sms = await w
      .context()
      .db.kysely.selectFrom('notifications')
      .select('smsState')
      .where('kind', '=', 'task_urged')
      .execute();
    // Every clerk has a phone: each notice has its SMS (queued, or already sent by the dispatcher).
    expect(sms.length).toBeGreaterThanOrEqual(2);
    expect(sms.every((row) => row.smsState !== 'none')).toBe(true);

    const urges = await ok<UrgeList>('a1', 'GET', `/api/tasks/${a.id}/urges`);
    expect(urges.items).toHaveLength(1);
    expect(urges.items[0]).toMatchObject({ message: '请于本周内答复', by: { displayName: '测试staff' } });
    expect((await ok<UrgeList>('staff', 'GET', `/api/tasks/${a.id}/urges`)).items).toHaveLength(1);
    // Another unit (even its 签发人) does not read unit A's urges.
    await fails(404, 'b1', 'GET', `/api/tasks/${a.id}/urges`);
    await fails(404, 'b2', 'GET', `/api/tasks/${a.id}/urges`);
    // The history of the proposal holds the urge.
    const detail = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${a.proposal.id}`);
    expect(detail.events.some((event) => event.action === 'urge')).toBe(true);
  });

  it('urges every overdue task at once, and counts the urges per unit', async () => {
    const c = await overdueTask('C', 'c1');
    const result = await urge({ selection: 'overdue', message: '已超期，请抓紧办理' });
    expect(result.taskIds).toContain(c.id);
    const counts = await ok<UrgeCounts>('staff', 'GET', '/api/urging/counts');
    const of = (key: string) => counts.items.find((item) => item.unit.id === unit(key))?.count ?? 0;
    expect(of('C')).toBe(1);
    expect(of('A')).toBeGreaterThanOrEqual(2);
  });

  it('urges tasks not signed for within N days', async () => {
    const fresh = await assigned({ handlingMode: 'single', leadUnitIds: [unit('C')] });
    const task = await myTask('c1', fresh.id);
    const none = await urge({ selection: 'unsigned', days: 3, message: '请及时签收' });
    expect(none.taskIds).not.toContain(task.id);
    const now = await urge({ selection: 'unsigned', days: 0, message: '请及时签收' });
    expect(now.taskIds).toContain(task.id);
  });

  it('refuses a finished task, an empty message, nothing chosen, and units or members', async () => {
    const done = await replied('A');
    const finished = (await ok<{ items: TaskDetail[] }>('staff', 'GET', `/api/proposals/${done.id}/tasks`))
      .items[0];
    const error = await fails(409, 'staff', 'POST', '/api/urging', {
      taskIds: [finished?.id],
      message: '请答复',
    });
    expect(error.message).toContain('已办结');
    const open = await overdueTask('A', 'a1');
    const blank = await fails(400, 'staff', 'POST', '/api/urging', { taskIds: [open.id], message: '  ' });
    expect(blank.fields).toHaveProperty('message');
    const empty = await fails(400, 'staff', 'POST', '/api/urging', { taskIds: [], message: '请答复' });
    expect(empty.fields).toHaveProperty('taskIds');
    await fails(404, 'staff', 'POST', '/api/urging', { taskIds: ['no-such-task'], message: '请答复' });
    for (const who of ['a1', 'b2', 'alice', 'user'])
      await fails(403, who, 'POST', '/api/urging', { taskIds: [open.id], message: '请答复' });
    expect((await ok<UrgeList>('a1', 'GET', `/api/tasks/${open.id}/urges`)).items).toEqual([]);
  });

  it('warns once about a task not signed for within the set days (default 3)', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('B')] });
    const task = await myTask('b1', proposal.id);
    const db = w.context().db.kysely;
    const warnings = () =>
      db.selectFrom('notifications').select('userId').where('kind', '=', 'task_unsigned').execute();
    const before = (await warnings()).length;
    const created = new Date(task.createdAt).getTime();
    const day = 86_400_000;
    await raiseUnsignedWarnings(db, new Date(created + 2 * day));
    expect((await warnings()).length).toBe(before);
    await raiseUnsignedWarnings(db, new Date(created + 3 * day + 1000));
    const after = (await warnings()).length;
    expect(after).toBeGreaterThan(before);
    // Once only, and never for a task signed for.
    await raiseUnsignedWarnings(db, new Date(created + 4 * day));
    expect((await warnings()).length).toBe(after);
    const signed = await assigned({ handlingMode: 'single', leadUnitIds: [unit('B')] });
    await acted('b1', await myTask('b1', signed.id), { action: 'sign' });
    const count = (await warnings()).length;
    await raiseUnsignedWarnings(db, new Date(created + 10 * day));
    const notified = await db
      .selectFrom('notifications')
      .select('link')
      .where('kind', '=', 'task_unsigned')
      .execute();
    expect(notified.some((row) => row.link.includes(signed.id))).toBe(false);
    expect((await warnings()).length).toBe(count);
  });
});
