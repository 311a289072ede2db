import type { ProposalDetail, ReplyDetail, TaskList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PDF_TYPE, workflowFixture } from '../../test/workflow';

/** 会办 and 分办 from assignment to 已答复 (issue 6) through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { call, ok, fails, unit, assigned, myTask, act, acted, communicate, fillReply, uploadDocument } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

describe('会办 from assignment to 已答复', () => {
  it('walks the lead and a co-unit through countersigning, a rejection and approval', async () => {
    const proposal = await assigned({
      handlingMode: 'joint',
      leadUnitIds: [unit('A')],
      coUnitIds: [unit('B')],
    });
    let lead = await myTask('a1', proposal.id);
    let co = await myTask('b1', proposal.id);
    expect([lead.role, co.role]).toEqual(['lead', 'co']);
    expect(lead.allowedActions).toEqual(['sign', 'request_adjustment']);
    // The co-unit cannot act on the lead's task.
    expect((await act('b1', lead, { action: 'sign' })).statusCode).toBe(403);

    lead = await acted('a1', lead, { action: 'sign' });
    expect(lead.state).toBe('accepted');
    expect(lead.reply?.state).toBe('draft');
    expect((await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`)).state).toBe(
      'handling',
    );
    // Signing twice: wrong state, in the reader's language.
    const twice = await act('a1', { id: lead.id, version: lead.version }, { action: 'sign' });
    expect(twice.statusCode).toBe(409);
    co = await acted('b1', co, { action: 'sign' });
    expect(co.allowedActions).not.toContain('send_opinion');

    // The co-unit gives no opinion before the lead sends its draft; the lead sends no empty draft.
    const early = await act('b1', co, { action: 'send_opinion', opinion: '同意' });
    expect(early.statusCode).toBe(409);
    const empty = await act('a1', lead, { action: 'send_countersign' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      '请先起草答复正文，再送协办单位会签',
    );

    const replyId = lead.reply?.id ?? '';
    // The co-unit cannot read the lead's draft yet, nor edit it ever.
    await fails(404, 'b1', 'GET', `/api/replies/${replyId}`);
    const reply = await fillReply('a1', replyId);
    expect(reply.title).toBe(`关于市政协十五届三次会议第${proposal.number ?? ''}号提案的答复`);
    lead = await acted('a1', await myTask('a1', proposal.id), { action: 'send_countersign' });
    expect(lead.state).toBe('countersigning');
    expect((await myTask('b1', proposal.id)).allowedActions).toContain('send_opinion');
    expect((await ok<ReplyDetail>('b1', 'GET', `/api/replies/${replyId}`)).canEdit).toBe(false);
    await fails(403, 'b1', 'PATCH', `/api/replies/${replyId}`, { version: reply.version, body: 'x' });

    // Submitting before the opinion is in: conflict naming the unit.
    await communicate('a1', lead.id);
    expect((await uploadDocument('a1', replyId)).statusCode).toBe(200);
    const tooEarly = await act('a1', await myTask('a1', proposal.id), { action: 'submit_reply' });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json<{ error: { message: string } }>().error.message).toContain('市住房和城乡建设局');

    const noOpinion = await act('b1', co, { action: 'send_opinion' });
    expect(noOpinion.json<{ error: { fields: object } }>().error.fields).toEqual({
      opinion: '请填写协办意见',
    });
    co = await acted('b1', co, { action: 'send_opinion', opinion: '同意主办单位答复意见。' });
    expect(co.state).toBe('opinion_sent');
    lead = await myTask('a1', proposal.id);
    expect(lead.opinions.map((item) => [item.unit.name, item.opinion])).toEqual([
      ['市住房和城乡建设局', '同意主办单位答复意见。'],
    ]);

    lead = await acted('a1', lead, { action: 'submit_reply' });
    expect(lead.state).toBe('pending_review');
    expect(
      (await ok<TaskList>('staff', 'GET', '/api/tasks?type=pending_review')).items.map((t) => t.id),
    ).toContain(lead.id);
    // Units do not review; staff reject with a reason.
    expect((await act('a1', lead, { action: 'approve_reply' })).statusCode).toBe(403);
    const noReason = await act('staff', lead, { action: 'reject_reply' });
    expect(noReason.statusCode).toBe(400);
    lead = await acted('staff', lead, {
      action: 'reject_reply',
      reason: '答复内容过于简单，请补充具体措施。',
    });
    expect(lead.state).toBe('accepted');
    expect(lead.rejectionReason).toBe('答复内容过于简单，请补充具体措施。');
    const rejected = await ok<ReplyDetail>('a1', 'GET', `/api/replies/${replyId}`);
    expect([rejected.state, rejected.canEdit]).toEqual(['rejected', true]);

    // Resubmitted directly (the opinion stands), approved with another class.
    await fillReply('a1', replyId);
    lead = await acted('a1', await myTask('a1', proposal.id), { action: 'submit_reply' });
    lead = await acted('staff', lead, { action: 'approve_reply', resultClass: 'A' });
    expect(lead.state).toBe('replied');
    const done = await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${proposal.id}`);
    expect(done.state).toBe('replied');
    const approved = await ok<ReplyDetail>('alice', 'GET', `/api/replies/${replyId}`);
    expect([approved.state, approved.resultClass]).toEqual(['approved', 'A']);
    const file = await call('alice', 'GET', `/api/replies/${replyId}/document`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(PDF_TYPE);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    await fails(404, 'c1', 'GET', `/api/replies/${replyId}/document`);
    // The whole trail is in the event log.
    const actions = done.events.map((event) => event.action);
    for (const action of [
      'assign',
      'sign',
      'send_countersign',
      'send_opinion',
      'submit_reply',
      'reject_reply',
      'approve_reply',
      'reply',
    ])
      expect(actions).toContain(action);
  });
});

describe('分办 to 已答复', () => {
  /** Signs, writes, documents and submits the unit's reply; staff approve it. */
  async function replyAndApprove(
    account: string,
    proposalId: string,
    signed?: Awaited<ReturnType<typeof myTask>>,
  ) {
    const task = signed ?? (await acted(account, await myTask(account, proposalId), { action: 'sign' }));
    const replyId = task.reply?.id ?? '';
    await fillReply(account, replyId);
    expect((await uploadDocument(account, replyId)).statusCode).toBe(200);
    await communicate(account, task.id);
    const submitted = await acted(account, await myTask(account, proposalId), { action: 'submit_reply' });
    return { task: await acted('staff', submitted, { action: 'approve_reply' }), replyId };
  }

  it('is replied only when every unit’s reply is approved', async () => {
    const proposal = await assigned({ handlingMode: 'separate', leadUnitIds: [unit('A'), unit('C')] });
    const [lead, other] = [await myTask('a1', proposal.id), await myTask('c1', proposal.id)];
    expect([lead.role, other.role]).toEqual(['separate', 'separate']);

    // A unit's draft is its own until approved.
    const drafting = await acted('a1', lead, { action: 'sign' });
    await fails(404, 'c1', 'GET', `/api/replies/${drafting.reply?.id ?? ''}`);
    const first = await replyAndApprove('a1', proposal.id, drafting);
    expect(first.task.state).toBe('replied');
    expect((await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`)).state).toBe(
      'handling',
    );
    // The unit still at work may read the approved reply beside its own, never edit or replace it.
    const refused = async (method: 'PATCH' | 'POST', url: string, body?: object) =>
      expect([403, 404, 409]).toContain((await call('c1', method, url, body)).statusCode);
    await refused('PATCH', `/api/replies/${first.replyId}`, { version: 1, body: 'x' });
    await refused('POST', `/api/replies/${first.replyId}/letter`);
    expect([403, 404, 409]).toContain((await uploadDocument('c1', first.replyId)).statusCode);

    await replyAndApprove('c1', proposal.id);
    expect((await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`)).state).toBe('replied');
  });
});
