import type { ProposalDetail, ProposalEvaluations, TaskDetail, Todo } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** Evaluation, re-handling and closing (issue 7) through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, replied, myTask, acted, fillReply, communicate } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

const SATISFIED = { attitude: 'satisfied', result: 'satisfied', contacted: true, comment: '' };
const UNSATISFIED = {
  attitude: 'basically_satisfied',
  result: 'unsatisfied',
  contacted: true,
  comment: '措施不具体。',
};
const evaluations = (who: string, id: string) =>
  ok<ProposalEvaluations>(who, 'GET', `/api/proposals/${id}/evaluations`);
const proposal = (id: string) => ok<ProposalDetail>('staff', 'GET', `/api/proposals/${id}`);
const todos = async (who: string) =>
  (await ok<Todo[]>(who, 'GET', '/api/todo-app/todos')).filter(
    (todo) => todo.kind === 'workflow' && todo.title.startsWith('评价答复') && !todo.completed,
  );

describe('evaluation', () => {
  it('asks the proposer to evaluate; a satisfied evaluation closes the proposal', async () => {
    const done = await replied('A');
    expect(done.state).toBe('replied');
    expect((await todos('alice')).map((todo) => todo.proposalId)).toContain(done.id);
    const view = await evaluations('alice', done.id);
    expect(view.replies).toHaveLength(1);
    expect(view.replies[0]?.awaitingMe).toBe(true);
    expect(view.pendingSigners).toHaveLength(1);
    const replyId = view.replies[0]?.replyId ?? '';
    // Only signers evaluate; a 不满意 needs a comment.
    await fails(403, 'a1', 'POST', `/api/replies/${replyId}/evaluation`, SATISFIED);
    const noComment = await fails(400, 'alice', 'POST', `/api/replies/${replyId}/evaluation`, {
      ...UNSATISFIED,
      comment: '',
    });
    expect(noComment.fields).toEqual({ comment: '选择“不满意”时，请说明理由' });
    const after = await ok<ProposalEvaluations>(
      'alice',
      'POST',
      `/api/replies/${replyId}/evaluation`,
      SATISFIED,
    );
    expect(after.pendingSigners).toEqual([]);
    expect((await proposal(done.id)).state).toBe('closed');
    expect((await todos('alice')).map((todo) => todo.proposalId)).not.toContain(done.id);
    await fails(409, 'alice', 'POST', `/api/replies/${replyId}/evaluation`, SATISFIED);
  });

  it('re-handles after 不满意, and closes with minutes after a second 不满意', async () => {
    const done = await replied('B');
    const firstReply = (await evaluations('alice', done.id)).replies[0]?.replyId ?? '';
    await ok('alice', 'POST', `/api/replies/${firstReply}/evaluation`, UNSATISFIED);
    let row = await proposal(done.id);
    expect(row.state).toBe('replied');
    const staffNews = await ok<{ items: { kind: string; link: string }[] }>(
      'staff',
      'GET',
      '/api/notifications',
    );
    expect(staffNews.items.map((item) => [item.kind, item.link])).toContainEqual([
      'evaluation_unsatisfied',
      `/apps/proposals/${done.id}`,
    ]);
    expect(row.allowedActions).toEqual(expect.arrayContaining(['rehandle', 'close']));
    // Not settled: staff cannot just close while the window is open and someone is unsatisfied.
    await fails(409, 'staff', 'POST', `/api/proposals/${done.id}/transitions`, {
      action: 'close',
      version: row.version,
    });
    await fails(409, 'staff', 'POST', `/api/proposals/${done.id}/transitions`, {
      action: 'close_with_minutes',
      version: row.version,
      minutes: 'x',
    });
    await fails(400, 'staff', 'POST', `/api/proposals/${done.id}/transitions`, {
      action: 'rehandle',
      version: row.version,
    });
    row = await ok<ProposalDetail>('staff', 'POST', `/api/proposals/${done.id}/transitions`, {
      action: 'rehandle',
      version: row.version,
      comment: '请承办单位重新办理，进一步细化措施。',
    });
    expect([row.state, row.isRehandling]).toEqual(['rehandling', true]);

    // The same unit handles it again: a round-2 task, a fresh reply.
    let task: TaskDetail = await myTask('b1', row.id);
    expect([task.round, task.state]).toEqual([2, 'new']);
    task = await acted('b1', task, { action: 'sign' });
    expect(task.reply?.id).not.toBe(firstReply);
    await fillReply('b1', task.reply?.id ?? '');
    await communicate('b1', task.id);
    await ok('b1', 'POST', `/api/replies/${task.reply?.id ?? ''}/letter`);
    task = await acted('b1', await myTask('b1', row.id), { action: 'submit_reply' });
    await acted('staff', task, { action: 'approve_reply' });
    expect((await proposal(row.id)).state).toBe('replied');
    const second = await evaluations('alice', row.id);
    expect([second.round, second.replies[0]?.replyId]).toEqual([2, task.reply?.id]);

    await ok('alice', 'POST', `/api/replies/${task.reply?.id ?? ''}/evaluation`, UNSATISFIED);
    row = await proposal(row.id);
    // Only one re-handling; after it, staff close with the minutes of a consultation.
    await fails(409, 'staff', 'POST', `/api/proposals/${row.id}/transitions`, {
      action: 'rehandle',
      version: row.version,
      comment: 'x',
    });
    await fails(400, 'staff', 'POST', `/api/proposals/${row.id}/transitions`, {
      action: 'close_with_minutes',
      version: row.version,
    });
    row = await ok<ProposalDetail>('staff', 'POST', `/api/proposals/${row.id}/transitions`, {
      action: 'close_with_minutes',
      version: row.version,
      minutes: '2026年11月召开协商座谈会，承办单位说明了客观困难，提案人表示理解。',
    });
    expect(row.state).toBe('closed');
    expect(row.events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['evaluate', 'rehandle', 'close_with_minutes']),
    );
  });
});
