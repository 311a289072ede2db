import type { NotificationList, TaskCounts, TaskList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** A unit's task lists and counts, and who is notified at each step (issue 6), on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, unit, assigned, myTask, act, acted, communicate, fillReply } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

describe('lists and counts', () => {
  it('counts a unit’s lists and flags overdue tasks', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('C')] });
    const task = await myTask('c1', proposal.id);
    await w
      .context()
      .db.kysely.updateTable('tasks')
      .set({ dueDate: '2021-01-01T00:00:00.000Z' })
      .where('id', '=', task.id)
      .execute();
    const counts = await ok<TaskCounts>('c1', 'GET', '/api/tasks/counts');
    expect(counts.counts.overdue).toBeGreaterThan(0);
    const overdue = await ok<TaskList>('c1', 'GET', '/api/tasks?type=overdue');
    expect(overdue.items.find((item) => item.id === task.id)?.overdue).toBe(true);
    const byNumber = await ok<TaskList>('c1', 'GET', `/api/tasks?q=${proposal.number ?? ''}`);
    expect(byNumber.items.map((item) => item.id)).toEqual([task.id]);
    // Staff filter by unit; a unit cannot look at another unit's list.
    const staffView = await ok<TaskList>('staff', 'GET', `/api/tasks?type=overdue&unitId=${unit('C')}`);
    expect(staffView.items.every((item) => item.unit.id === unit('C'))).toBe(true);
    const sneaky = await ok<TaskList>('a1', 'GET', `/api/tasks?type=all&unitId=${unit('C')}`);
    expect(sneaky.items.every((item) => item.unit.id === unit('A'))).toBe(true);
    await fails(403, 'user', 'GET', '/api/tasks');
  });
});

describe('notifications', () => {
  const kinds = async (who: string) =>
    (await ok<NotificationList>(who, 'GET', '/api/notifications?pageSize=50')).items.map((item) => [
      item.kind,
      item.link,
    ]);

  it('tells whoever must act next, in the same transaction as the step', async () => {
    const proposal = await assigned({
      handlingMode: 'joint',
      leadUnitIds: [unit('C')],
      coUnitIds: [unit('A')],
    });
    const link = `/undertaker/undertaker/detail/${proposal.id}`;
    expect(await kinds('c1')).toContainEqual(['task_assigned', link]);
    expect(await kinds('a1')).toContainEqual(['task_assigned', link]);
    let lead = await acted('c1', await myTask('c1', proposal.id), { action: 'sign' });
    lead = await acted('c1', lead, {
      action: 'request_extension',
      reason: '需协调',
      dueDate: new Date(Date.parse(lead.dueDate ?? '') + 86_400_000).toISOString(),
    });
    expect(await kinds('staff')).toContainEqual(['extension_requested', `/apps/staff/task/${lead.id}`]);
    await acted('staff', lead, { action: 'approve_extension' });
    expect(await kinds('c1')).toContainEqual(['extension_approved', link]);
    await fillReply('c1', lead.reply?.id ?? '');
    await acted('c1', await myTask('c1', proposal.id), { action: 'send_countersign' });
    expect(await kinds('a1')).toContainEqual(['countersign_requested', link]);
    const co = await acted('a1', await myTask('a1', proposal.id), { action: 'sign' });
    await acted('a1', co, { action: 'send_opinion', opinion: '同意。' });
    expect(await kinds('c1')).toContainEqual(['opinion_received', link]);
    await communicate('c1', lead.id);
    await ok('c1', 'POST', `/api/replies/${lead.reply?.id ?? ''}/letter`);
    lead = await acted('c1', await myTask('c1', proposal.id), { action: 'submit_reply' });
    expect(await kinds('staff')).toContainEqual(['reply_submitted', `/apps/staff/task/${lead.id}`]);
    lead = await acted('staff', lead, { action: 'reject_reply', reason: '请补充。' });
    expect(await kinds('c1')).toContainEqual(['reply_rejected', link]);
    lead = await acted('c1', lead, { action: 'submit_reply' });
    expect(await kinds('alice')).not.toContainEqual(['reply_approved', `/apps/proposals/${proposal.id}`]);
    await acted('staff', lead, { action: 'approve_reply' });
    expect(await kinds('alice')).toContainEqual(['reply_approved', `/apps/proposals/${proposal.id}`]);
    // A refused step writes nothing.
    const before = (await kinds('staff')).length;
    await act('c1', lead, { action: 'submit_reply' });
    expect(await kinds('staff')).toHaveLength(before);
  });
});
