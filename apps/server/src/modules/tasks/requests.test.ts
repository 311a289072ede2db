import type { ReplyDetail, TaskCounts, TaskList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** A unit's refused reply submissions, adjustment and extension requests (issue 6), on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { call, ok, fails, unit, assigned, myTask, act, acted, communicate, fillReply, uploadDocument } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

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
