import {
  EVENT_ACTIONS,
  eventSummary,
  LANGUAGES,
  type AuditList,
  type MemberPicker,
  type ProposalDetail,
  type ProposalEvaluations,
  type TaskDetail,
} from '@cppcc/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart } from '../../test/client';
import { CONTENT, PDF, PDF_TYPE, workflowFixture } from '../../test/workflow';

/**
 * The proposal history (办理记录) and the audit log word every event through one map in contracts: a
 * proposal driven through every kind of event shows no raw key (`task_create`, `sign · new → accepted`,
 * `reply_document`) in either language.
 */
const w = workflowFixture();
const { ok, call, act, acted, myTask, fillReply, communicate, uploadDocument, unit } = w;
beforeAll(() => w.setup([['bob', ['members']]]), 60_000);
afterAll(() => w.close());

const transition = (who: string, proposal: ProposalDetail, body: object) =>
  ok<ProposalDetail>(who, 'POST', `/api/proposals/${proposal.id}/transitions`, {
    version: proposal.version,
    ...body,
  });

async function everyKindOfEvent(): Promise<string> {
  let p = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
  const file = multipart('调研报告.pdf', PDF_TYPE, PDF);
  const uploaded = await call(
    'alice',
    'POST',
    `/api/proposals/${p.id}/attachments`,
    file.payload,
    file.headers,
  );
  expect(uploaded.statusCode).toBe(200);
  await ok('alice', 'DELETE', `/api/proposals/${p.id}/attachments/${uploaded.json<{ id: string }>().id}`);
  const bob = (await ok<MemberPicker>('alice', 'GET', '/api/members?q=bob')).items[0]?.id;
  p = await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${p.id}`);
  p = await transition('alice', p, { action: 'invite', inviteeIds: [bob] });
  await ok('bob', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: true });
  p = await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${p.id}`);
  if (p.state === 'cosigning') p = await transition('alice', p, { action: 'submit' });
  p = await transition('staff', p, { action: 'return', comment: '请补充数据。' });
  p = await transition('alice', p, { action: 'resubmit' });
  p = await transition('staff', p, { action: 'register' });
  p = await ok<ProposalDetail>('staff', 'POST', `/api/proposals/${p.id}/key`, {
    version: p.version,
    isKey: true,
    leaderId: null,
  });
  await ok('staff', 'POST', `/api/proposals/${p.id}/supervisions`, {
    method: 'visit',
    date: new Date().toISOString(),
    minutes: '走访承办单位。',
  });
  p = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${p.id}`);
  await ok('staff', 'POST', `/api/proposals/${p.id}/assign`, {
    version: p.version,
    handlingMode: 'single',
    leadUnitIds: [unit('A')],
  });
  let task: TaskDetail = await acted('a1', await myTask('a1', p.id), { action: 'sign' });
  const replyId = task.reply?.id ?? '';
  await fillReply('a1', replyId);
  await communicate('a1', task.id);
  expect((await uploadDocument('a1', replyId)).statusCode).toBe(200);
  await ok('a1', 'POST', `/api/replies/${replyId}/letter`);
  task = await acted('a1', await myTask('a1', p.id), { action: 'submit_reply' });
  task = await acted('staff', task, { action: 'reject_reply', reason: '请补充具体措施。' });
  task = await acted('a1', task, { action: 'submit_reply' });
  expect((await act('staff', task, { action: 'approve_reply' })).statusCode).toBe(200);
  const evaluations = await ok<ProposalEvaluations>('alice', 'GET', `/api/proposals/${p.id}/evaluations`);
  for (const reply of evaluations.replies)
    for (const who of ['alice', 'bob'])
      await ok(who, 'POST', `/api/replies/${reply.replyId}/evaluation`, {
        attitude: 'satisfied',
        result: 'satisfied',
        contacted: true,
        comment: '',
      });
  return p.id;
}

it('shows every event kind, action and state as words in Chinese and English', async () => {
  const id = await everyKindOfEvent();
  const history = (await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${id}`)).events;
  const audit = (await ok<AuditList>('admin', 'GET', `/api/admin/events?proposalId=${id}&pageSize=100`))
    .items;
  expect(audit).toHaveLength(history.length);
  const actions = new Set(history.map((event) => event.action));
  // The walk above reaches each kind the server writes.
  for (const kind of ['task_create', 'sign', 'submit_reply', 'reply_document', 'reply_letter', 'close'])
    expect(actions).toContain(kind);
  const raw = /^[a-z]+(_[a-z]+)*$/;
  for (const event of [...history, ...audit]) {
    expect(EVENT_ACTIONS, 'the audit filter lists it').toContain(event.action);
    for (const language of LANGUAGES) {
      const summary = eventSummary(event, language);
      expect(summary.action, `${event.action} in ${language}`).not.toMatch(raw);
      for (const state of summary.change?.split(' → ') ?? [])
        expect(state, `${event.action}: ${summary.change ?? ''}`).not.toMatch(raw);
    }
  }
  const sign = history.find((event) => event.action === 'sign');
  expect(sign && eventSummary(sign, 'zh-CN')).toEqual({ action: '签收', change: '待签收 → 办理中' });
  expect(sign && eventSummary(sign, 'en')).toEqual({
    action: 'Sign for it',
    change: 'Awaiting signature → In progress',
  });
});
