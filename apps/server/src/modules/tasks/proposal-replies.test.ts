import type { ProposalTasks, ReplyDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/**
 * The proposal page's 答复 column: the task list names each task's approved reply, so the proposer (who may
 * read an approved reply but not the unit's task) gets a link once it is approved, and nobody before.
 */
const w = workflowFixture();
const { ok, fails, assigned, myTask, acted, fillReply, communicate } = w;
beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

const tasksOf = (who: string, proposalId: string) =>
  ok<ProposalTasks>(who, 'GET', `/api/proposals/${proposalId}/tasks`);

it('names the approved reply in the task list for the proposer and staff', async () => {
  const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [w.unit('A')] });
  let task = await acted('a1', await myTask('a1', proposal.id), { action: 'sign' });
  const replyId = task.reply?.id ?? '';
  await fillReply('a1', replyId);
  await communicate('a1', task.id);
  await ok('a1', 'POST', `/api/replies/${replyId}/letter`);
  task = await acted('a1', await myTask('a1', proposal.id), { action: 'submit_reply' });
  // Submitted, not approved: no reply to show, and the proposer may not read it yet.
  expect((await tasksOf('alice', proposal.id)).items.map((item) => item.approvedReplyId)).toEqual([null]);
  await fails(404, 'alice', 'GET', `/api/replies/${replyId}`);

  await acted('staff', task, { action: 'approve_reply' });
  for (const who of ['alice', 'staff', 'a1']) {
    const { items } = await tasksOf(who, proposal.id);
    expect(items.map((item) => [item.state, item.approvedReplyId])).toEqual([['replied', replyId]]);
  }
  const reply = await ok<ReplyDetail>('alice', 'GET', `/api/replies/${replyId}`);
  expect(reply.document?.fileName).toMatch(/\.docx$/);
});
