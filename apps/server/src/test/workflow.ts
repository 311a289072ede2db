/**
 * A workflow test fixture: three units with a clerk each, a member, staff, and helpers that drive a
 * proposal through the API (register, assign, sign, reply). One per test file (its own database).
 */
import type { ProposalDetail, ReplyDetail, Role, TaskDetail } from '@cppcc/contracts';
import { createUser, tokenFor } from './accounts';
import { apiClient, multipart } from './client';
import { createTestContext, type TestContext } from './context';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PDF_TYPE = 'application/pdf';
/** The smallest PNG: one transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const CONTENT = {
  title: '关于加快推进老旧小区改造的建议',
  analysis: '我市老旧小区普遍存在管网老化、停车难等问题。',
  suggestions: '一是建立资金共担机制；二是推进加装电梯。',
  categoryCode: 'society',
};

export function workflowFixture() {
  let ctx: TestContext | undefined;
  const tokens = new Map<string, string>();
  const units = new Map<string, string>();
  const context = () => {
    if (!ctx) throw new Error('workflowFixture: call setup() in beforeAll');
    return ctx;
  };
  const { call, ok, fails } = apiClient(context, tokens);

  /** A registered proposal by alice (member), ready to assign. */
  async function registered(title = CONTENT.title, who = 'alice'): Promise<ProposalDetail> {
    const created = await ok<ProposalDetail>(who, 'POST', '/api/proposals', { ...CONTENT, title });
    const submitted = await ok<ProposalDetail>(who, 'POST', `/api/proposals/${created.id}/transitions`, {
      action: 'submit',
      version: created.version,
    });
    return ok<ProposalDetail>('staff', 'POST', `/api/proposals/${created.id}/transitions`, {
      action: 'register',
      version: submitted.version,
    });
  }
  async function assigned(body: object, title?: string): Promise<ProposalDetail> {
    const proposal = await registered(title);
    return ok<ProposalDetail>('staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      ...body,
    });
  }
  const myTask = (who: string, proposalId: string) =>
    ok<TaskDetail>(who, 'GET', `/api/proposals/${proposalId}/my-task`);
  const act = (who: string, task: { id: string; version: number }, body: object) =>
    call(who, 'POST', `/api/tasks/${task.id}/transitions`, { version: task.version, ...body });
  async function acted(
    who: string,
    task: { id: string; version: number },
    body: object,
  ): Promise<TaskDetail> {
    const response = await act(who, task, body);
    if (response.statusCode !== 200) throw new Error(`${JSON.stringify(body)} as ${who}: ${response.body}`);
    return response.json<TaskDetail>();
  }
  const communicate = (who: string, taskId: string) =>
    ok<TaskDetail>(who, 'POST', `/api/tasks/${taskId}/communications`, {
      method: 'phone',
      date: new Date().toISOString(),
      participants: '提案人、承办处室负责人',
      notes: '电话沟通办理思路，提案人表示认可。',
    });
  async function fillReply(who: string, replyId: string): Promise<ReplyDetail> {
    const reply = await ok<ReplyDetail>(who, 'GET', `/api/replies/${replyId}`);
    return ok<ReplyDetail>(who, 'PATCH', `/api/replies/${replyId}`, {
      version: reply.version,
      docNumber: '发改函〔2026〕12号',
      body: '经研究，我委已将老旧小区改造纳入年度计划。',
      resultClass: 'B',
      signingLeader: '王主任',
      contactPerson: '李科长',
      contactPhone: '0571-88880000',
    });
  }
  async function uploadDocument(who: string, replyId: string, name = 'reply.pdf', type = PDF_TYPE) {
    const body = multipart(name, type, PDF);
    return call(who, 'PUT', `/api/replies/${replyId}/document`, body.payload, body.headers);
  }
  /** A proposal assigned 单办 to `unitKey`, signed, replied and approved: state 已答复. */
  async function replied(unitKey = 'A', who = `${unitKey.toLowerCase()}1`): Promise<ProposalDetail> {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit(unitKey)] });
    const task = await acted(who, await myTask(who, proposal.id), { action: 'sign' });
    await fillReply(who, task.reply?.id ?? '');
    await communicate(who, task.id);
    await ok(who, 'POST', `/api/replies/${task.reply?.id ?? ''}/letter`);
    const submitted = await acted(who, await myTask(who, proposal.id), { action: 'submit_reply' });
    await acted('staff', submitted, { action: 'approve_reply' });
    return ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`);
  }

  /** `extra`: more people, each optionally of one of the units (its key, 'A'…'C'). */
  async function setup(extra: [string, Role[], string?][] = []): Promise<TestContext> {
    ctx = await createTestContext();
    await ctx.app.ready();
    const admin = await createUser(ctx, ['admin']);
    tokens.set('admin', await tokenFor(ctx, admin));
    for (const [key, name] of [
      ['A', '市发展和改革委员会'],
      ['B', '市住房和城乡建设局'],
      ['C', '市财政局'],
    ] as const) {
      const created = await ok<{ id: string }>('admin', 'POST', '/api/admin/units', { name, type: '政府' });
      units.set(key, created.id);
    }
    const people: [string, Role[], string | null][] = [
      ['alice', ['members'], null],
      ['staff', ['staff'], null],
      ['a1', ['undertaker'], unit('A')],
      ['b1', ['undertaker'], unit('B')],
      ['c1', ['undertaker'], unit('C')],
      ['user', ['user'], null],
      ...extra.map(([name, roles, unitKey]): [string, Role[], string | null] => [
        name,
        roles,
        unitKey === undefined ? null : unit(unitKey),
      ]),
    ];
    for (const [name, roles, unitId] of people) {
      const user = await createUser(ctx, roles, { displayName: `测试${name}`, unitId });
      tokens.set(name, await tokenFor(ctx, user));
    }
    await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 3, year: 2026, isCurrent: true });
    return ctx;
  }
  const unit = (key: string) => units.get(key) ?? '';

  return {
    setup,
    context,
    close: () => context().close(),
    unit,
    call,
    ok,
    fails,
    registered,
    assigned,
    myTask,
    act,
    acted,
    communicate,
    fillReply,
    uploadDocument,
    replied,
  };
}
