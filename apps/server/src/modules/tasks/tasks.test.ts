import type {
  BatchResult,
  NotificationList,
  ProposalDetail,
  ProposalTasks,
  ReplyDetail,
  TaskCounts,
  TaskList,
  UnitSuggestions,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PDF_TYPE, workflowFixture } from '../../test/workflow';

/** The unit tasks workflow of issue 6 through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const {
  call,
  ok,
  fails,
  unit,
  registered,
  assigned,
  myTask,
  act,
  acted,
  communicate,
  fillReply,
  uploadDocument,
} = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

describe('assignment', () => {
  it('refuses an assignment that breaks the rule, naming each field', async () => {
    const proposal = await registered();
    const error = await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      handlingMode: 'joint',
      leadUnitIds: [unit('A'), unit('B')],
      coUnitIds: [],
      dueDate: '2020-01-01T00:00:00Z',
    });
    expect(error.fields).toEqual({
      leadUnitIds: '会办须指定一个主办单位',
      coUnitIds: '会办须指定至少一个协办单位',
      dueDate: '办理期限须晚于当前时间',
    });
    await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      handlingMode: 'single',
      leadUnitIds: ['no-such-unit'],
    });
    // Members and units cannot assign; a stale version is a conflict.
    await fails(403, 'alice', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      handlingMode: 'single',
      leadUnitIds: [unit('A')],
    });
    await fails(409, 'staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version + 5,
      handlingMode: 'single',
      leadUnitIds: [unit('A')],
    });
  });

  it('assigns 单办 with the default due date and shows the task to that unit only', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('A')] });
    expect(proposal.state).toBe('assigned');
    expect(proposal.handlingMode).toBe('single');
    // The default period is three months: 88–93 days between two dates of the record (not a timing).
    const days = (Date.parse(proposal.dueDate ?? '') - Date.parse(proposal.assignedAt ?? '')) / 86_400_000;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    const { items } = await ok<ProposalTasks>('staff', 'GET', `/api/proposals/${proposal.id}/tasks`);
    expect(items.map((task) => [task.unit.name, task.role, task.state])).toEqual([
      ['市发展和改革委员会', 'lead', 'new'],
    ]);
    const pending = await ok<TaskList>('a1', 'GET', '/api/tasks?type=pending');
    expect(pending.items.map((task) => task.proposal.id)).toContain(proposal.id);
    const other = await ok<TaskList>('b1', 'GET', '/api/tasks?type=all');
    expect(other.items.map((task) => task.proposal.id)).not.toContain(proposal.id);
    // Another unit: 404 by every door.
    const task = items[0];
    await fails(404, 'b1', 'GET', `/api/tasks/${task?.id ?? ''}`);
    await fails(404, 'b1', 'GET', `/api/proposals/${proposal.id}/my-task`);
    await fails(404, 'b1', 'GET', `/api/proposals/${proposal.id}`);
    await fails(404, 'b1', 'POST', `/api/tasks/${task?.id ?? ''}/transitions`, {
      action: 'sign',
      version: 1,
    });
    await fails(404, 'b1', 'POST', `/api/tasks/${task?.id ?? ''}/communications`, {
      method: 'phone',
      date: new Date().toISOString(),
      participants: 'x',
      notes: 'y',
    });
    await fails(403, 'alice', 'GET', `/api/tasks/${task?.id ?? ''}`);
  });

  it('assigns a selection in a batch, each on its own', async () => {
    const first = await registered('关于优化营商环境的建议');
    const second = await registered('关于发展夜间经济的建议');
    const result = await ok<BatchResult>('staff', 'POST', '/api/proposals/batch-assign', {
      items: [
        { id: first.id, version: first.version },
        { id: second.id, version: second.version + 1 },
      ],
      handlingMode: 'separate',
      leadUnitIds: [unit('A'), unit('C')],
    });
    expect(result.results.map((item) => item.ok)).toEqual([true, false]);
    expect(result.results[1]?.error?.code).toBe('CONFLICT');
    const { items } = await ok<ProposalTasks>('staff', 'GET', `/api/proposals/${first.id}/tasks`);
    expect(items.map((task) => task.role)).toEqual(['separate', 'separate']);
  });

  it('suggests the proposer’s units and those that handled similar proposals', async () => {
    const proposal = await registered('关于老旧小区加装电梯的建议');
    const suggestions = await ok<UnitSuggestions>(
      'staff',
      'GET',
      `/api/proposals/${proposal.id}/unit-suggestions`,
    );
    expect(suggestions.items.some((item) => item.source === 'similar')).toBe(true);
    expect(Date.parse(suggestions.defaultDueDate)).toBeGreaterThan(Date.now());
  });
});

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

describe('refusals of a reply submission', () => {
  it('names what is missing: fields, document, communication', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('C')] });
    let task = await acted('c1', await myTask('c1', proposal.id), { action: 'sign' });
    const incomplete = await act('c1', task, { action: 'submit_reply' });
    expect(incomplete.statusCode).toBe(400);
    const error = incomplete.json<{ error: { message: string; fields: Record<string, string> } }>().error;
    expect(error.message).toContain('答复尚不完整');
    expect(Object.keys(error.fields)).toEqual(
      expect.arrayContaining([
        'docNumber',
        'body',
        'resultClass',
        'signingLeader',
        'document',
        'communication',
      ]),
    );
    const replyId = task.reply?.id ?? '';
    await fillReply('c1', replyId);
    // Wrong file types are refused (415) and a resultClass outside the settings is 400.
    expect((await uploadDocument('c1', replyId, 'reply.xlsx', 'application/vnd.ms-excel')).statusCode).toBe(
      415,
    );
    const reply = await ok<ReplyDetail>('c1', 'GET', `/api/replies/${replyId}`);
    await fails(400, 'c1', 'PATCH', `/api/replies/${replyId}`, { version: reply.version, resultClass: 'Z' });
    await fails(409, 'c1', 'PATCH', `/api/replies/${replyId}`, { version: reply.version - 1, body: 'x' });
    task = await myTask('c1', proposal.id);
    const noDocument = await act('c1', task, { action: 'submit_reply' });
    expect(Object.keys(noDocument.json<{ error: { fields: object } }>().error.fields)).toEqual([
      'document',
      'communication',
    ]);
    // The generated letter counts as the document.
    const withLetter = await ok<ReplyDetail>('c1', 'POST', `/api/replies/${replyId}/letter`);
    expect(withLetter.document?.fileName).toMatch(/\.docx$/);
    const noCommunication = await act('c1', await myTask('c1', proposal.id), { action: 'submit_reply' });
    expect(noCommunication.json<{ error: { message: string } }>().error.message).toBe(
      '提交答复前须至少有一条与提案人的沟通记录',
    );
    await communicate('c1', task.id);
    task = await acted('c1', await myTask('c1', proposal.id), { action: 'submit_reply' });
    expect(task.state).toBe('pending_review');
    // Submitted: no more edits.
    const locked = await ok<ReplyDetail>('c1', 'GET', `/api/replies/${replyId}`);
    expect(locked.canEdit).toBe(false);
    await fails(409, 'c1', 'PATCH', `/api/replies/${replyId}`, { version: locked.version, body: 'x' });
  });

  it('answers in English when asked', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('C')] });
    const task = await acted('c1', await myTask('c1', proposal.id), { action: 'sign' });
    const response = await call(
      'c1',
      'POST',
      `/api/tasks/${task.id}/transitions`,
      { action: 'sign', version: task.version },
      { 'accept-language': 'en' },
    );
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'The task is In progress; "Sign for it" is not possible now.',
    );
  });
});

describe('adjustment', () => {
  it('moves a task to another unit when approved, and back when refused', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('A')] });
    let task = await myTask('a1', proposal.id);
    expect(Date.parse(task.adjustmentWindowEndsAt ?? '')).toBeGreaterThan(Date.now());
    await fails(400, 'a1', 'POST', `/api/tasks/${task.id}/transitions`, {
      action: 'request_adjustment',
      version: task.version,
    });
    task = await acted('a1', task, { action: 'request_adjustment', reason: '该事项属住建部门职责。' });
    expect(task.state).toBe('adjust_requested');
    expect(
      (await ok<TaskList>('staff', 'GET', '/api/tasks?type=adjust_requested')).items.map((t) => t.id),
    ).toContain(task.id);
    // Refused: back to where it was.
    task = await acted('staff', task, { action: 'refuse_adjustment', comment: '请先与住建部门会商。' });
    expect(task.state).toBe('new');
    task = await acted('a1', task, { action: 'request_adjustment', reason: '确属住建部门职责。' });
    const sameUnit = await act('staff', task, { action: 'approve_adjustment', unitIds: [unit('A')] });
    expect(sameUnit.statusCode).toBe(400);
    task = await acted('staff', task, { action: 'approve_adjustment', unitIds: [unit('B')] });
    expect(task.state).toBe('cancelled');
    // The old unit no longer sees the proposal; the new one has a fresh task.
    await fails(404, 'a1', 'GET', `/api/proposals/${proposal.id}/my-task`);
    const moved = await myTask('b1', proposal.id);
    expect([moved.role, moved.state, moved.dueDate]).toEqual(['lead', 'new', task.dueDate]);
  });

  it('refuses an adjustment after the window', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('A')] });
    const task = await myTask('a1', proposal.id);
    await w
      .context()
      .db.kysely.updateTable('tasks')
      .set({ createdAt: '2020-01-06T00:00:00.000Z' })
      .where('id', '=', task.id)
      .execute();
    const late = await act('a1', task, { action: 'request_adjustment', reason: '不属于我单位职责' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { message: string } }>().error.message).toContain('5 个工作日');
  });
});

describe('extension', () => {
  it('approves a later date within the longest period, refuses beyond it', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('C')] });
    let task = await acted('c1', await myTask('c1', proposal.id), { action: 'sign' });
    const beyond = new Date(Date.parse(task.latestDueDate ?? '') + 86_400_000).toISOString();
    const tooLate = await act('c1', task, {
      action: 'request_extension',
      reason: '需跨部门协调',
      dueDate: beyond,
    });
    expect(tooLate.json<{ error: { fields: object } }>().error.fields).toEqual({
      dueDate: expect.stringContaining('最长办理期限') as unknown,
    });
    const earlier = await act('c1', task, {
      action: 'request_extension',
      reason: '需跨部门协调',
      dueDate: new Date(Date.parse(task.dueDate ?? '') - 86_400_000).toISOString(),
    });
    expect(earlier.statusCode).toBe(400);
    const wanted = new Date(Date.parse(task.dueDate ?? '') + 30 * 86_400_000).toISOString();
    task = await acted('c1', task, { action: 'request_extension', reason: '需跨部门协调', dueDate: wanted });
    expect([task.state, task.extensionRequested]).toEqual(['accepted', true]);
    // One request at a time; a unit cannot approve its own.
    expect(
      (await act('c1', task, { action: 'request_extension', reason: 'x', dueDate: wanted })).statusCode,
    ).toBe(409);
    expect((await act('c1', task, { action: 'approve_extension' })).statusCode).toBe(403);
    expect(
      (await ok<TaskCounts>('staff', 'GET', '/api/tasks/counts')).counts.extension_requested,
    ).toBeGreaterThan(0);
    task = await acted('staff', task, { action: 'approve_extension' });
    expect([task.dueDate, task.extensionRequested]).toEqual([wanted, false]);
    // Nothing left to decide.
    expect((await act('staff', task, { action: 'refuse_extension', comment: 'x' })).statusCode).toBe(409);
    task = await acted('c1', task, {
      action: 'request_extension',
      reason: '再次延期',
      dueDate: new Date(Date.parse(wanted) + 86_400_000).toISOString(),
    });
    task = await acted('staff', task, { action: 'refuse_extension', comment: '不予延期，请按期办复。' });
    expect([task.dueDate, task.extensionRequested]).toEqual([wanted, false]);
  });
});

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
