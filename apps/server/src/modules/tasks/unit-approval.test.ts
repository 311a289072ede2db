import type { NotificationList, ProposalDetail, ReplyDetail, TaskDetail, TaskList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText } from '../../test/docx';
import { testDialect } from '../../test/context';
import { workflowFixture } from '../../test/workflow';

/**
 * Reply approval inside the unit (签发, issue 28 §2): unit A has a 签发人 (a2), unit B another (b2), unit C
 * none. A's clerk a1 drafts; the reply waits for a2, who returns it with a reason or signs it off.
 */
const w = workflowFixture();
const { call, ok, fails, unit, assigned, myTask, acted, communicate, fillReply } = w;

beforeAll(
  () =>
    w.setup([
      ['a2', ['undertaker', 'approver'], 'A'],
      ['b2', ['undertaker', 'approver'], 'B'],
    ]),
  60_000,
);
afterAll(() => w.close());

/** A proposal of unit A (or `lead`), signed, with its reply complete and a generated letter. */
async function readyReply(lead = 'A', who = 'a1', extra: object = {}) {
  const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit(lead)], ...extra });
  const task = await acted(who, await myTask(who, proposal.id), { action: 'sign' });
  const replyId = task.reply?.id ?? '';
  await fillReply(who, replyId);
  await communicate(who, task.id);
  await ok(who, 'POST', `/api/replies/${replyId}/letter`);
  return { proposal, replyId, task: await myTask(who, proposal.id) };
}

const notices = (who: string) => ok<NotificationList>(who, 'GET', '/api/notifications');

describe(`签发 inside the unit (${testDialect()})`, () => {
  it('keeps the flow as it was for a unit without a 签发人', async () => {
    const { proposal, task } = await readyReply('C', 'c1');
    expect(task.allowedActions).toContain('submit_reply');
    expect(task.allowedActions).not.toContain('submit_for_approval');
    const error = await fails(409, 'c1', 'POST', `/api/tasks/${task.id}/transitions`, {
      action: 'submit_for_approval',
      version: task.version,
    });
    expect(error.message).toContain('未设签发人');
    const submitted = await acted('c1', await myTask('c1', proposal.id), { action: 'submit_reply' });
    expect(submitted.state).toBe('pending_review');
  });

  it('sends a clerk’s reply to the 签发人, who returns it with a reason, then signs it off', async () => {
    const { proposal, replyId, task } = await readyReply();
    expect(task.allowedActions).toContain('submit_for_approval');
    expect(task.allowedActions).not.toContain('submit_reply');
    // The committee is not reached around the approver.
    const around = await fails(409, 'a1', 'POST', `/api/tasks/${task.id}/transitions`, {
      action: 'submit_reply',
      version: task.version,
    });
    expect(around.message).toContain('须先送签发');

    const sent = await acted('a1', task, { action: 'submit_for_approval' });
    expect(sent.state).toBe('unit_review');
    expect(sent.reply?.state).toBe('unit_review');
    expect((await notices('a2')).items[0]?.kind).toBe('reply_awaiting_approval');
    // Locked while it waits: the clerk cannot change it.
    const waiting = await ok<ReplyDetail>('a1', 'GET', `/api/replies/${replyId}`);
    expect(waiting.canEdit).toBe(false);
    expect(waiting.submitsTo).toBe('approver');
    await fails(409, 'a1', 'PATCH', `/api/replies/${replyId}`, { version: waiting.version, body: '改' });
    // The approver finds it in the unit's 待签发 list, with the actions.
    const list = await ok<TaskList>('a2', 'GET', '/api/tasks?type=unit_review');
    expect(list.items.map((item) => item.id)).toContain(task.id);
    const seen = await ok<TaskDetail>('a2', 'GET', `/api/tasks/${task.id}`);
    expect(seen.allowedActions.sort()).toEqual(['approve_in_unit', 'return_in_unit']);

    // Returning needs a reason.
    const blank = await fails(400, 'a2', 'POST', `/api/tasks/${task.id}/transitions`, {
      action: 'return_in_unit',
      version: seen.version,
      reason: '  ',
    });
    expect(blank.fields).toHaveProperty('reason');
    const returned = await acted('a2', seen, { action: 'return_in_unit', reason: '请补充资金来源' });
    expect(returned.state).toBe('accepted');
    expect(returned.rejectionReason).toBe('请补充资金来源');
    const back = (await notices('a1')).items[0];
    expect(back?.kind).toBe('reply_returned_in_unit');
    expect(back?.params.reason).toBe('请补充资金来源');
    expect((await ok<ReplyDetail>('a1', 'GET', `/api/replies/${replyId}`)).canEdit).toBe(true);

    // Sent again and signed off: on to the committee, signed with the approver's name and time.
    const again = await acted('a1', await myTask('a1', proposal.id), { action: 'submit_for_approval' });
    const before = await ok<ReplyDetail>('a2', 'GET', `/api/replies/${replyId}`);
    const approved = await acted('a2', again, { action: 'approve_in_unit' });
    expect(approved.state).toBe('pending_review');
    const reply = await ok<ReplyDetail>('staff', 'GET', `/api/replies/${replyId}`);
    expect(reply.state).toBe('submitted');
    expect(reply.signingLeader).toBe('测试a2');
    expect(reply.signOff?.approver.displayName).toBe('测试a2');
    expect(reply.signOff?.approvedAt).toBeTruthy();
    expect(reply.chain.map((step) => [step.action, step.actor?.displayName, step.comment])).toEqual([
      ['submit_for_approval', '测试a1', null],
      ['return_in_unit', '测试a2', '请补充资金来源'],
      ['submit_for_approval', '测试a1', null],
      ['approve_in_unit', '测试a2', null],
    ]);
    // The generated letter was written again, naming the approver as 签发人.
    expect(reply.document?.id).not.toBe(before.document?.id);
    const file = await call('staff', 'GET', `/api/replies/${replyId}/document`);
    expect(file.statusCode).toBe(200);
    expect(docxText(file.rawPayload)).toContain('签发人：测试a2');
    expect((await notices('staff')).items.some((item) => item.kind === 'reply_submitted')).toBe(true);

    // Approving twice is a state conflict; the committee then reviews as before.
    await fails(409, 'a2', 'POST', `/api/tasks/${task.id}/transitions`, {
      action: 'approve_in_unit',
      version: approved.version,
    });
    await acted('staff', approved, { action: 'approve_reply' });
    const detail = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`);
    expect(detail.events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['submit_for_approval', 'return_in_unit', 'approve_in_unit']),
    );
  });

  it('keeps an uploaded document as the unit made it', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('A')] });
    const task = await acted('a1', await myTask('a1', proposal.id), { action: 'sign' });
    const replyId = task.reply?.id ?? '';
    await fillReply('a1', replyId);
    await communicate('a1', task.id);
    await w.uploadDocument('a1', replyId);
    const sent = await acted('a1', await myTask('a1', proposal.id), { action: 'submit_for_approval' });
    const before = await ok<ReplyDetail>('a2', 'GET', `/api/replies/${replyId}`);
    await acted('a2', sent, { action: 'approve_in_unit' });
    const after = await ok<ReplyDetail>('a2', 'GET', `/api/replies/${replyId}`);
    expect(after.document?.id).toBe(before.document?.id);
    expect(after.document?.contentType).toBe('application/pdf');
  });

  it('refuses the clerk without the right, another unit’s 签发人 and the committee', async () => {
    const { task } = await readyReply();
    const sent = await acted('a1', task, { action: 'submit_for_approval' });
    const body = { action: 'approve_in_unit', version: sent.version };
    const path = `/api/tasks/${task.id}/transitions`;
    await fails(403, 'a1', 'POST', path, body);
    await fails(404, 'b2', 'POST', path, body);
    await fails(409, 'staff', 'POST', path, { action: 'approve_reply', version: sent.version });
    await fails(403, 'staff', 'POST', path, body);
    expect((await myTask('a1', sent.proposal.id)).state).toBe('unit_review');
  });

  it('refuses a partner unit’s 签发人 who sees the task (会办)', async () => {
    const proposal = await assigned({
      handlingMode: 'joint',
      leadUnitIds: [unit('A')],
      coUnitIds: [unit('B')],
    });
    const signed = await acted('a1', await myTask('a1', proposal.id), { action: 'sign' });
    await fillReply('a1', signed.reply?.id ?? '');
    await communicate('a1', signed.id);
    await ok('a1', 'POST', `/api/replies/${signed.reply?.id ?? ''}/letter`);
    const countersigning = await acted('a1', await myTask('a1', proposal.id), { action: 'send_countersign' });
    const co = await acted('b1', await myTask('b1', proposal.id), { action: 'sign' });
    await acted('b1', co, { action: 'send_opinion', opinion: '同意' });
    const sent = await acted('a1', await myTask('a1', proposal.id), { action: 'submit_for_approval' });
    expect(countersigning.state).toBe('countersigning');
    const seen = await ok<TaskDetail>('b2', 'GET', `/api/tasks/${sent.id}`);
    expect(seen.allowedActions).toEqual([]);
    await fails(403, 'b2', 'POST', `/api/tasks/${sent.id}/transitions`, {
      action: 'approve_in_unit',
      version: sent.version,
    });
  });

  it('gives the right only beside the unit role (admin users screen)', async () => {
    const error = await fails(400, 'admin', 'POST', '/api/admin/users', {
      displayName: '签发人甲',
      phone: '13912345678',
      password: 'secret-lantern-123',
      roles: ['approver'],
    });
    expect(error.fields).toHaveProperty('roles');
    const made = await ok<{ id: string; roles: string[] }>('admin', 'POST', '/api/admin/users', {
      displayName: '签发人乙',
      phone: '13912345679',
      password: 'secret-lantern-123',
      roles: ['undertaker', 'approver'],
      unitId: unit('C'),
    });
    expect(made.roles).toEqual(['undertaker', 'approver']);
    await fails(400, 'admin', 'PATCH', `/api/admin/users/${made.id}`, { roles: ['approver'] });
    // Unit C now has a 签发人: its clerk's next reply goes through them.
    const { task } = await readyReply('C', 'c1');
    expect(task.allowedActions).toContain('submit_for_approval');
  });
});
