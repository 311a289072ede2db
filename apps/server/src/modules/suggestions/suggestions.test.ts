import type {
  CategorySuggestions,
  ProposalDetail,
  ProposalEvaluations,
  SuggestionReplay,
  UnitSuggestions,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** Units and category suggested from history (issue 28 §4) through the HTTP API, on TEST_DIALECT's database. */
const w = workflowFixture();
const { ok, fails, call, unit, myTask, acted, fillReply, communicate } = w;

const LIFTS = {
  title: '关于老旧小区加装电梯的建议',
  analysis:
    '我市老旧小区多建于上世纪九十年代，住户老龄化严重，上下楼困难，加装电梯意愿强烈，但资金分摊和低层住户意见协调难。',
  suggestions: '一是设立加装电梯专项补贴；二是简化加装电梯审批流程；三是建立低层住户补偿协商机制。',
};
const LUNCH = {
  title: '关于改善中小学校园午餐质量的建议',
  analysis: '部分中小学校园午餐菜品单一、营养搭配不合理，家长对校园食品安全关注度高，陪餐监督流于形式。',
  suggestions: '一是推行营养师配餐制度；二是建立家长陪餐监督机制；三是公开校园午餐食材采购来源。',
};
const variant = (text: typeof LIFTS, tail: string) => ({ ...text, analysis: `${text.analysis}${tail}` });

async function submitted(text: typeof LIFTS, categoryCode: string): Promise<ProposalDetail> {
  const created = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', { ...text, categoryCode });
  return ok<ProposalDetail>('alice', 'POST', `/api/proposals/${created.id}/transitions`, {
    action: 'submit',
    version: created.version,
  });
}
async function registered(text: typeof LIFTS, categoryCode: string) {
  const proposal = await submitted(text, categoryCode);
  return ok<ProposalDetail>('staff', 'POST', `/api/proposals/${proposal.id}/transitions`, {
    action: 'register',
    version: proposal.version,
    categoryCode,
  });
}
async function assigned(text: typeof LIFTS, categoryCode: string, unitKey: string) {
  const proposal = await registered(text, categoryCode);
  return ok<ProposalDetail>('staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
    version: proposal.version,
    handlingMode: 'single',
    leadUnitIds: [unit(unitKey)],
  });
}
const unitSuggestions = async (id: string, language = 'zh-CN') => {
  const response = await call('staff', 'GET', `/api/proposals/${id}/unit-suggestions`, undefined, {
    'accept-language': language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UnitSuggestions>().items;
};

let later: ProposalDetail;
let lunchDraft: ProposalDetail;

beforeAll(async () => {
  await w.setup();
  // 1. Lifts → A: replied on time, the proposer satisfied.
  const first = await assigned(LIFTS, 'society', 'A');
  const task = await acted('a1', await myTask('a1', first.id), { action: 'sign' });
  await fillReply('a1', task.reply?.id ?? '');
  await communicate('a1', task.id);
  await ok('a1', 'POST', `/api/replies/${task.reply?.id ?? ''}/letter`);
  await acted('staff', await acted('a1', await myTask('a1', first.id), { action: 'submit_reply' }), {
    action: 'approve_reply',
  });
  const view = await ok<ProposalEvaluations>('alice', 'GET', `/api/proposals/${first.id}/evaluations`);
  await ok('alice', 'POST', `/api/replies/${view.replies[0]?.replyId ?? ''}/evaluation`, {
    attitude: 'satisfied',
    result: 'satisfied',
    contacted: true,
  });
  // 2. Lifts again → B, which asks to be taken off: moved to C.
  const second = await assigned(variant(LIFTS, '部分小区已开展试点。'), 'society', 'B');
  const moved = await acted('b1', await myTask('b1', second.id), {
    action: 'request_adjustment',
    reason: '该事项属住建部门职责。',
  });
  await acted('staff', moved, { action: 'approve_adjustment', unitIds: [unit('C')] });
  // 3. School lunches → B.
  await assigned(LUNCH, 'culture', 'B');
  // Waiting: another lifts proposal to assign, a lunch proposal to register, and a draft (never counted).
  later = await registered(variant(LIFTS, '居民反映强烈。'), 'society');
  lunchDraft = await submitted(variant(LUNCH, '家长反映强烈。'), 'society');
  await ok('alice', 'POST', '/api/proposals', { ...LUNCH, categoryCode: 'economy' });
}, 120_000);
afterAll(() => w.close());

describe('unit suggestions from history', () => {
  it('ranks units by similar proposals handled, with the record as the reason', async () => {
    const items = await unitSuggestions(later.id);
    expect(items.map((item) => item.id)).toEqual([unit('A'), unit('C')]);
    expect(items[0]).toMatchObject({ source: 'similar', count: 1, adjustedAway: 0 });
    expect(items[0]?.reason).toBe('办理过1件相似提案；从未被调整；按时答复100%；委员满意1/1');
    expect(items[1]?.reason).toBe('办理过1件相似提案；从未被调整；尚无答复');
    const english = await unitSuggestions(later.id, 'en');
    expect(english[0]?.reason).toBe(
      'handled 1 similar; never adjusted away; 100 % on time; members satisfied with 1 of 1',
    );
  });

  it('counts an adjustment away against the unit', async () => {
    // B was taken off a lifts proposal: not suggested for lifts, first for school lunches.
    expect((await unitSuggestions(later.id)).map((item) => item.id)).not.toContain(unit('B'));
    const lunch = await registered(variant(LUNCH, '学生意见较多。'), 'culture');
    const items = await unitSuggestions(lunch.id);
    expect(items[0]).toMatchObject({ id: unit('B'), count: 1, adjustedAway: 0 });
  });

  it('is for staff only', async () => {
    await fails(403, 'alice', 'GET', `/api/proposals/${later.id}/unit-suggestions`);
    await fails(403, 'a1', 'GET', `/api/proposals/${later.id}/unit-suggestions`);
    await fails(403, 'alice', 'GET', `/api/proposals/${later.id}/category-suggestions`);
    await fails(404, 'staff', 'GET', '/api/proposals/no-such-id/category-suggestions');
  });
});

describe('category suggestions', () => {
  it("ranks the similar registered proposals' categories and the proposer's choice, with reasons", async () => {
    const response = await call(
      'staff',
      'GET',
      `/api/proposals/${lunchDraft.id}/category-suggestions`,
      undefined,
      { 'accept-language': 'zh-CN' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<CategorySuggestions>();
    expect(items[0]).toMatchObject({ code: 'culture', name: '文化建设', similar: 2, memberChosen: false });
    expect(items[0]?.reason).toMatch(/^\d+件相似提案中2件归入此类$/);
    const chosen = items.find((item) => item.code === 'society');
    expect(chosen?.memberChosen).toBe(true);
    expect(chosen?.reason).toMatch(/^提案人所选/);
  });
});

describe('replay report', () => {
  it("replays a past session's assignments from the history before each", async () => {
    await ok('staff', 'POST', `/api/proposals/${later.id}/assign`, {
      version: later.version,
      handlingMode: 'single',
      leadUnitIds: [unit('A')],
    });
    await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 4, year: 2027, isCurrent: true });
    await fails(403, 'staff', 'GET', '/api/suggestions/replay');
    await fails(400, 'admin', 'GET', '/api/suggestions/replay?sample=0');
    const report = await ok<SuggestionReplay>('admin', 'GET', '/api/suggestions/replay');
    expect(report.sessions).toHaveLength(1);
    // In order: lifts→A (no history yet), lifts→B moved to C (A suggested: a miss), lunch→B (no
    // similar history), lifts→A (A first: a hit). The lunch proposal registered above is not assigned.
    expect(report.sessions[0]).toMatchObject({ total: 4, replayed: 4, top1: 1, top3: 1, none: 2 });
    // Categories: the second lifts proposal and the last have the earlier lifts' category first.
    expect(report.sessions[0]?.categoryTop1).toBe(2);
    const sampled = await ok<SuggestionReplay>('admin', 'GET', '/api/suggestions/replay?sample=2');
    expect(sampled.sessions[0]).toMatchObject({ total: 4, replayed: 2 });
  });
});
