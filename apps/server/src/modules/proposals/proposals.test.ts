import {
  ATTACHMENT_MAX_COUNT,
  notificationText,
  type NotificationList,
  type ProposalDetail,
  type ProposalList,
  type Role,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, tokenFor } from '../../test/accounts';
import { multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** The proposal workflow of issue 5 through the HTTP API, on the dialect of TEST_DIALECT. */
let ctx: TestContext;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(who: string, method: Method, url: string, payload?: unknown) {
  const token = tokens.get(who);
  return ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
async function ok<T = ProposalDetail>(
  who: string,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(who, method, url, payload);
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const CONTENT = {
  title: '关于加快推进老旧小区改造的建议',
  analysis: '我市老旧小区普遍存在管网老化、停车难等问题。',
  suggestions: '一是建立资金共担机制；二是推进加装电梯。',
  categoryCode: 'society',
};

async function draft(who = 'alice', content: object = CONTENT): Promise<ProposalDetail> {
  return ok(who, 'POST', '/api/proposals', content);
}
async function act(who: string, proposal: { id: string; version: number }, body: object) {
  return call(who, 'POST', `/api/proposals/${proposal.id}/transitions`, {
    version: proposal.version,
    ...body,
  });
}
async function submitted(who = 'alice'): Promise<ProposalDetail> {
  const created = await draft(who);
  const response = await act(who, created, { action: 'submit' });
  expect(response.statusCode).toBe(200);
  return response.json<ProposalDetail>();
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people: [string, Role[]][] = [
    ['alice', ['members']],
    ['bob', ['members']],
    ['carol', ['members']],
    ['staff', ['staff']],
    ['admin', ['admin']],
    ['user', ['user']],
    ['undertaker', ['undertaker']],
  ];
  for (const [name, roles] of people) {
    const user = await createUser(ctx, roles, { displayName: `测试${name}` });
    ids.set(name, user.id);
    tokens.set(name, await tokenFor(ctx, user));
  }
  await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 2, year: 2025, isCurrent: false });
  await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 3, year: 2026, isCurrent: true });
}, 60_000);
afterAll(() => ctx.close());

describe('sessions and settings', () => {
  it('lists sessions with the current one and names them in Chinese', async () => {
    const { items } = await ok<{ items: { name: string; isCurrent: boolean; id: string }[] }>(
      'user',
      'GET',
      '/api/sessions',
    );
    expect(items.map((s) => s.name)).toEqual(['十五届三次会议', '十五届二次会议']);
    expect(items.filter((s) => s.isCurrent).map((s) => s.name)).toEqual(['十五届三次会议']);
  });

  it('lets admin create, edit and switch the current session; refuses duplicates', async () => {
    const created = await ok<{ id: string; name: string }>('admin', 'POST', '/api/admin/sessions', {
      term: 15,
      meeting: 4,
      year: 2027,
      isCurrent: false,
    });
    expect(created.name).toBe('十五届四次会议');
    expect(
      (await call('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 4, year: 2027 })).statusCode,
    ).toBe(409);
    const edited = await ok<{ submissionClosesAt: string }>(
      'admin',
      'PATCH',
      `/api/admin/sessions/${created.id}`,
      {
        submissionClosesAt: '2027-03-01T00:00:00Z',
      },
    );
    expect(edited.submissionClosesAt).toBe('2027-03-01T00:00:00.000Z');
    await ok('admin', 'POST', `/api/admin/sessions/${created.id}/make-current`);
    const { items } = await ok<{ items: { id: string; isCurrent: boolean }[] }>(
      'admin',
      'GET',
      '/api/sessions',
    );
    expect(items.filter((s) => s.isCurrent).map((s) => s.id)).toEqual([created.id]);
    // Back to 十五届三次会议 for the rest of the file.
    const third = (
      await ok<{ items: { id: string; name: string }[] }>('admin', 'GET', '/api/sessions')
    ).items.find((s) => s.name === '十五届三次会议');
    await ok('admin', 'POST', `/api/admin/sessions/${third?.id ?? ''}/make-current`);
    expect(
      (await call('staff', 'POST', '/api/admin/sessions', { term: 1, meeting: 1, year: 2000 })).statusCode,
    ).toBe(403);
  });

  it('serves the workflow settings with defaults and validates admin changes', async () => {
    const settings = await ok<{ categories: { code: string }[]; replyPeriodMonths: number }>(
      'alice',
      'GET',
      '/api/workflow-settings',
    );
    expect(settings.categories.map((c) => c.code)).toContain('society');
    const changed = { ...settings, replyPeriodMonths: 2 };
    expect(
      (await ok<{ replyPeriodMonths: number }>('admin', 'PUT', '/api/admin/workflow-settings', changed))
        .replyPeriodMonths,
    ).toBe(2);
    expect(
      (await ok<{ replyPeriodMonths: number }>('staff', 'GET', '/api/workflow-settings')).replyPeriodMonths,
    ).toBe(2);
    const bad = await call('admin', 'PUT', '/api/admin/workflow-settings', { ...settings, categories: [] });
    expect(bad.statusCode).toBe(400);
    expect((await call('staff', 'PUT', '/api/admin/workflow-settings', settings)).statusCode).toBe(403);
    await ok('admin', 'PUT', '/api/admin/workflow-settings', settings);
  });
});

describe('drafts and autosave', () => {
  it('creates a draft in the current session with the caller as first proposer', async () => {
    const created = await draft('alice', { title: '关于发展普惠托育的建议' });
    expect(created.state).toBe('draft');
    expect(created.version).toBe(1);
    expect(created.sessionName).toBe('十五届三次会议');
    expect(created.firstProposer.id).toBe(ids.get('alice'));
    expect(created.signers).toMatchObject([{ userId: ids.get('alice'), isFirst: true, state: 'accepted' }]);
    expect(created.canEdit).toBe(true);
    expect(created.allowedActions).toEqual(expect.arrayContaining(['save', 'invite', 'submit']));
    expect(created.events.map((e) => e.action)).toEqual(['create']);
  });

  it('saves with the version; a stale version is 409; only the first proposer may save', async () => {
    const created = await draft('alice', { title: '草稿' });
    const saved = await ok('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: 1,
      analysis: '分析',
    });
    expect(saved.version).toBe(2);
    expect(saved.analysis).toBe('分析');
    const stale = await call('alice', 'PATCH', `/api/proposals/${created.id}`, { version: 1, analysis: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toContain('已被他人修改');
    // Someone else's draft does not exist for them.
    expect(
      (await call('bob', 'PATCH', `/api/proposals/${created.id}`, { version: 2, title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('staff', 'GET', `/api/proposals/${created.id}`)).statusCode).toBe(404);
    const badCategory = await call('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: 2,
      categoryCode: 'nope',
    });
    expect(badCategory.statusCode).toBe(400);
    expect(errorOf(badCategory).fields).toHaveProperty('categoryCode');
  });
});

describe('transitions', () => {
  it('refuses to submit incomplete content, naming each missing field', async () => {
    const created = await draft('alice', { title: '关于某事的建议' });
    const response = await act('alice', created, { action: 'submit' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['analysis', 'categoryCode', 'suggestions']);
    expect(error.message).toContain('情况分析');
    expect(error.message).toContain('具体建议');
    const en = await ctx.app.inject({
      method: 'POST',
      url: `/api/proposals/${created.id}/transitions`,
      headers: { ...bearer(tokens.get('alice') ?? ''), 'accept-language': 'en' },
      payload: { action: 'submit', version: created.version },
    });
    expect(errorOf(en).message).toContain('situation analysis');
  });

  it('submits, returns with a comment, resubmits, registers with a number — with events and to-dos', async () => {
    let p = await submitted();
    expect(p.state).toBe('submitted');
    expect(p.submittedAt).not.toBeNull();
    expect(p.canEdit).toBe(false);

    const noComment = await act('staff', p, { action: 'return' });
    expect(noComment.statusCode).toBe(400);
    expect(errorOf(noComment).fields).toEqual({ comment: '请填写意见' });

    p = (await act('staff', p, { action: 'return', comment: '请补充数据' })).json();
    expect(p.state).toBe('returned');
    expect(p.reviewComment).toBe('请补充数据');
    const todos = await ok<{ proposalId: string | null; completed: boolean; kind: string }[]>(
      'alice',
      'GET',
      '/api/todo-app/todos',
    );
    expect(todos.filter((t) => t.proposalId === p.id)).toMatchObject([
      { kind: 'workflow', completed: false },
    ]);

    p = await ok('alice', 'PATCH', `/api/proposals/${p.id}`, { version: p.version, analysis: '补充了数据' });
    p = (await act('alice', p, { action: 'resubmit' })).json();
    expect(p.state).toBe('submitted');
    const done = await ok<{ proposalId: string | null }[]>(
      'alice',
      'GET',
      '/api/todo-app/todos?folderHandle=done',
    );
    expect(done.some((t) => t.proposalId === p.id)).toBe(true);

    p = (await act('staff', p, { action: 'register', categoryCode: 'economy' })).json();
    expect(p.state).toBe('registered');
    expect(p.number).toBeGreaterThan(0);
    expect(p.categoryCode).toBe('economy');
    expect(p.events.map((e) => `${e.action}:${e.fromState ?? ''}>${e.toState ?? ''}`)).toEqual([
      'create:>draft',
      'submit:draft>submitted',
      'return:submitted>returned',
      'resubmit:returned>submitted',
      'register:submitted>registered',
    ]);
    expect(p.events[2]).toMatchObject({
      comment: '请补充数据',
      actor: { id: ids.get('staff'), displayName: '测试staff' },
    });
  });

  it('refuses wrong roles (403), wrong states (409), stale versions (409) and unknown categories (400)', async () => {
    const p = await submitted();
    // A member who is not the first proposer cannot see it at all.
    expect((await act('bob', p, { action: 'register', categoryCode: 'economy' })).statusCode).toBe(404);
    // The first proposer may not register it.
    const notAllowed = await act('alice', p, { action: 'register', categoryCode: 'economy' });
    expect(notAllowed.statusCode).toBe(403);
    expect(errorOf(notAllowed).message).toContain('立案');
    // Staff may not submit or withdraw for the member.
    expect((await act('staff', p, { action: 'withdraw', reason: 'x' })).statusCode).toBe(403);
    // Undertakers and users are refused by the route.
    expect((await act('undertaker', p, { action: 'register' })).statusCode).toBe(403);
    expect((await act('user', p, { action: 'register' })).statusCode).toBe(403);
    // Wrong state.
    const wrong = await act('alice', p, { action: 'submit' });
    expect(wrong.statusCode).toBe(409);
    expect(errorOf(wrong).message).toContain('待审查');
    // Stale version.
    const stale = await call('staff', 'POST', `/api/proposals/${p.id}/transitions`, {
      action: 'register',
      version: p.version - 1,
      categoryCode: 'economy',
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await act('staff', p, { action: 'register', categoryCode: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toHaveProperty('categoryCode');
    const registered = (await act('staff', p, { action: 'register' })).json<ProposalDetail>();
    expect(registered.categoryCode).toBe('society');
    expect((await act('staff', registered, { action: 'register' })).statusCode).toBe(409);
    expect((await act('staff', registered, { action: 'return', comment: 'x' })).statusCode).toBe(409);
    expect((await act('alice', registered, { action: 'withdraw', reason: 'x' })).statusCode).toBe(409);
  });

  it('withdraws with a reason only', async () => {
    const p = await submitted();
    const missing = await act('alice', p, { action: 'withdraw' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ reason: '请填写理由' });
    const done = (await act('alice', p, { action: 'withdraw', reason: '调研不充分' })).json<ProposalDetail>();
    expect(done.state).toBe('withdrawn');
    expect(done.events.at(-1)).toMatchObject({ action: 'withdraw', comment: '调研不充分' });
    expect(done.allowedActions).toEqual([]);
  });

  it('does not register with reason and disposition only', async () => {
    const p = await submitted();
    const missing = await act('staff', p, { action: 'reject' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorOf(missing).fields ?? {}).sort()).toEqual(['disposition', 'reason']);
    const rejected = (
      await act('admin', p, { action: 'reject', reason: '属于个案诉求', disposition: 'public_sentiment' })
    ).json<ProposalDetail>();
    expect(rejected).toMatchObject({
      state: 'not_registered',
      notRegisteredReason: '属于个案诉求',
      disposition: 'public_sentiment',
      number: null,
    });
  });

  it('merges into a submitted or registered proposal of the same session, found by search', async () => {
    const master = await submitted();
    const other = await submitted();
    const draftOne = await draft('alice');
    const missing = await act('staff', other, { action: 'merge' });
    expect(errorOf(missing).fields).toEqual({ masterId: '请选择要并入的提案' });
    for (const masterId of [other.id, draftOne.id, '00000000-0000-4000-8000-000000000000']) {
      const bad = await act('staff', other, { action: 'merge', masterId });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields).toHaveProperty('masterId');
    }
    const candidates = await ok<{ items: { id: string }[] }>(
      'staff',
      'GET',
      `/api/proposals/merge-candidates?excludeId=${other.id}&q=${encodeURIComponent('老旧小区')}`,
    );
    expect(candidates.items.map((c) => c.id)).toContain(master.id);
    expect(candidates.items.map((c) => c.id)).not.toContain(other.id);
    expect(candidates.items.map((c) => c.id)).not.toContain(draftOne.id);
    const merged = (
      await act('staff', other, { action: 'merge', masterId: master.id, comment: '内容相近' })
    ).json<ProposalDetail>();
    expect(merged.state).toBe('merged');
    expect(merged.mergedInto).toMatchObject({ id: master.id });
  });

  it('runs a joint proposal: invite, answers, submit when all answered', async () => {
    let p = await draft('alice');
    const none = await act('alice', p, { action: 'invite', inviteeIds: [] });
    expect(errorOf(none).fields).toEqual({ inviteeIds: '请至少邀请一位联名委员' });
    const self = await act('alice', p, { action: 'invite', inviteeIds: [ids.get('alice')] });
    expect(errorOf(self).fields).toHaveProperty('inviteeIds');
    const staffInvitee = await act('alice', p, { action: 'invite', inviteeIds: [ids.get('staff')] });
    expect(staffInvitee.statusCode).toBe(400);
    p = (await act('alice', p, { action: 'invite', inviteeIds: [ids.get('bob'), ids.get('carol')] })).json();
    expect(p.state).toBe('cosigning');
    expect(p.kind).toBe('joint');
    expect(p.signers.filter((s) => !s.isFirst).map((s) => s.state)).toEqual(['invited', 'invited']);

    // Invitees see it (also in their list), staff do not yet.
    const bobView = await ok('bob', 'GET', `/api/proposals/${p.id}`);
    expect(bobView.myInvitation).toEqual({ state: 'invited' });
    expect(bobView.canEdit).toBe(false);
    expect((await call('staff', 'GET', `/api/proposals/${p.id}`)).statusCode).toBe(404);
    const bobTodos = await ok<{ proposalId: string | null; labels: string[] }[]>(
      'bob',
      'GET',
      '/api/todo-app/todos',
    );
    expect(bobTodos.filter((t) => t.proposalId === p.id)).toMatchObject([{ labels: ['cosign'] }]);

    const early = await act('alice', p, { action: 'submit' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toContain('未答复');

    await ok('bob', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: true });
    p = await ok('carol', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: false });
    expect(
      (await call('carol', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: true })).statusCode,
    ).toBe(409);
    expect(
      (await call('alice', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: true })).statusCode,
    ).toBe(409);
    expect(p.signers.map((s) => s.state)).toEqual(['accepted', 'accepted', 'declined']);
    expect(p.signerCount).toBe(2);
    // The first proposer hears of the acceptance (not of the decline), in their language.
    const aliceNotes = await ok<NotificationList>('alice', 'GET', '/api/notifications');
    expect(
      aliceNotes.items.map((n) => [n.kind, n.params.personName, n.params.proposalTitle, n.link]),
    ).toEqual([['cosign_accepted', '测试bob', p.title, `/apps/proposals/${p.id}`]]);
    expect(notificationText('cosign_accepted', aliceNotes.items[0]?.params ?? {}, 'en')).toContain(
      '测试bob accepted to co-sign your proposal',
    );
    expect((await ok<NotificationList>('bob', 'GET', '/api/notifications')).total).toBe(0);
    const bobDone = await ok<{ proposalId: string | null }[]>(
      'bob',
      'GET',
      '/api/todo-app/todos?folderHandle=done',
    );
    expect(bobDone.some((t) => t.proposalId === p.id)).toBe(true);

    p = await ok('alice', 'GET', `/api/proposals/${p.id}`);
    p = (await act('alice', p, { action: 'submit' })).json();
    expect(p.state).toBe('submitted');
    expect(p.events.map((e) => e.action)).toEqual([
      'create',
      'invite',
      'cosign_accept',
      'cosign_decline',
      'submit',
    ]);
  });

  it('lets the first proposer submit a co-sign round after its sign-by date', async () => {
    let p = await draft('alice');
    p = (
      await act('alice', p, {
        action: 'invite',
        inviteeIds: [ids.get('bob')],
        signByDate: '2020-01-01T00:00:00Z',
      })
    ).json();
    p = (await act('alice', p, { action: 'submit' })).json();
    expect(p.state).toBe('submitted');
  });

  it('batch-registers with per-item results', async () => {
    const a = await submitted();
    const b = await submitted();
    const c = await submitted();
    const result = await ok<{
      results: { id: string; ok: boolean; number: number | null; error: { code: string } | null }[];
    }>('staff', 'POST', '/api/proposals/batch-register', {
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version - 1 },
        { id: c.id, version: c.version, categoryCode: 'ecology' },
      ],
    });
    expect(result.results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(result.results[1]?.error?.code).toBe('CONFLICT');
    const [first, , third] = result.results;
    expect((third?.number ?? 0) - (first?.number ?? 0)).toBe(1);
    expect(
      (await call('alice', 'POST', '/api/proposals/batch-register', { items: [{ id: a.id, version: 1 }] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('concurrency', () => {
  it('gives concurrent registrations distinct consecutive numbers', async () => {
    const many: ProposalDetail[] = [];
    for (let i = 0; i < 12; i++) many.push(await submitted(i % 2 === 0 ? 'alice' : 'bob'));
    const responses = await Promise.all(many.map((p) => act('staff', p, { action: 'register' })));
    expect(responses.map((r) => r.statusCode)).toEqual(many.map(() => 200));
    const numbers = responses.map((r) => r.json<ProposalDetail>().number ?? 0).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(numbers.length - 1);
  });

  it('registers the same proposal once when two staff click at once', async () => {
    const p = await submitted();
    const [one, two] = await Promise.all([
      act('staff', p, { action: 'register' }),
      act('admin', p, { action: 'register' }),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    const detail = await ok('staff', 'GET', `/api/proposals/${p.id}`);
    expect(detail.events.filter((e) => e.action === 'register')).toHaveLength(1);
  });
});
describe('visibility', () => {
  let aliceDraft: ProposalDetail;
  let aliceSubmitted: ProposalDetail;
  let bobCosign: ProposalDetail;
  beforeAll(async () => {
    aliceDraft = await draft('alice', { ...CONTENT, title: '可见性草稿' });
    aliceSubmitted = await submitted('alice');
    bobCosign = await draft('bob', { ...CONTENT, title: '可见性联名' });
    bobCosign = (await act('bob', bobCosign, { action: 'invite', inviteeIds: [ids.get('carol')] })).json();
  });

  it('shows members only the proposals they sign, in lists and by id', async () => {
    const bob = await ok<ProposalList>('bob', 'GET', '/api/proposals?pageSize=100');
    expect(bob.items.every((item) => item.firstProposer.id === ids.get('bob') || item.signerCount >= 1)).toBe(
      true,
    );
    expect(bob.items.map((i) => i.id)).not.toContain(aliceDraft.id);
    expect(bob.items.map((i) => i.id)).not.toContain(aliceSubmitted.id);
    expect(bob.items.map((i) => i.id)).toContain(bobCosign.id);
    const carol = await ok<ProposalList>('carol', 'GET', '/api/proposals?scope=mine&pageSize=100');
    expect(carol.items.map((i) => i.id)).toContain(bobCosign.id);
    expect((await call('bob', 'GET', `/api/proposals/${aliceSubmitted.id}`)).statusCode).toBe(404);
    expect((await call('carol', 'GET', `/api/proposals/${bobCosign.id}`)).statusCode).toBe(200);
  });

  it('shows staff and admin everything but other people’s drafts and co-sign rounds', async () => {
    for (const who of ['staff', 'admin']) {
      const list = await ok<ProposalList>(who, 'GET', '/api/proposals?pageSize=100');
      const listed = list.items.map((i) => i.id);
      expect(listed).toContain(aliceSubmitted.id);
      expect(listed).not.toContain(aliceDraft.id);
      expect(listed).not.toContain(bobCosign.id);
      expect(list.items.every((i) => i.state !== 'draft' && i.state !== 'cosigning')).toBe(true);
      expect((await call(who, 'GET', `/api/proposals/${aliceDraft.id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/proposals/${aliceSubmitted.id}`)).statusCode).toBe(200);
      const mine = await ok<ProposalList>(who, 'GET', '/api/proposals?scope=mine');
      expect(mine.total).toBe(0);
    }
  });

  it('shows undertakers (no task yet) and plain users nothing', async () => {
    for (const who of ['undertaker', 'user']) {
      expect((await ok<ProposalList>(who, 'GET', '/api/proposals')).total).toBe(0);
      expect((await call(who, 'GET', `/api/proposals/${aliceSubmitted.id}`)).statusCode).toBe(404);
      const counts = await ok<{ total: number }>(who, 'GET', '/api/proposals/counts');
      expect(counts.total).toBe(0);
    }
  });

  it('counts per state within the visible set', async () => {
    const alice = await ok<{ counts: Record<string, number>; total: number }>(
      'alice',
      'GET',
      '/api/proposals/counts',
    );
    const list = await ok<ProposalList>('alice', 'GET', '/api/proposals?pageSize=1');
    expect(alice.total).toBe(list.total);
    expect(alice.counts.draft).toBeGreaterThan(0);
    const staff = await ok<{ counts: Record<string, number> }>('staff', 'GET', '/api/proposals/counts');
    expect(staff.counts.draft).toBe(0);
    expect(staff.counts.cosigning).toBe(0);
  });

  it('filters, searches, sorts and pages', async () => {
    const bySearch = await ok<ProposalList>(
      'staff',
      'GET',
      `/api/proposals?q=${encodeURIComponent('加装电梯')}&pageSize=100`,
    );
    expect(bySearch.total).toBeGreaterThan(0);
    const none = await ok<ProposalList>(
      'staff',
      'GET',
      `/api/proposals?q=${encodeURIComponent('不存在的词语')}`,
    );
    expect(none.total).toBe(0);
    const states = await ok<ProposalList>(
      'staff',
      'GET',
      '/api/proposals?state=submitted,returned&pageSize=100',
    );
    expect(states.items.every((i) => i.state === 'submitted' || i.state === 'returned')).toBe(true);
    const byNumber = await ok<ProposalList>(
      'staff',
      'GET',
      '/api/proposals?state=registered&sort=number&order=asc&pageSize=100',
    );
    const numbers = byNumber.items.map((i) => i.number ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const page1 = await ok<ProposalList>('staff', 'GET', '/api/proposals?pageSize=3&page=1');
    const page2 = await ok<ProposalList>('staff', 'GET', '/api/proposals?pageSize=3&page=2');
    expect(page1.items).toHaveLength(3);
    expect(page1.items.map((i) => i.id)).not.toContain(page2.items[0]?.id);
    const byProposer = await ok<ProposalList>(
      'staff',
      'GET',
      `/api/proposals?proposerId=${ids.get('bob') ?? ''}&pageSize=100`,
    );
    expect(byProposer.items.every((i) => i.firstProposer.id === ids.get('bob'))).toBe(true);
    expect((await call('staff', 'GET', '/api/proposals?pageSize=101')).statusCode).toBe(400);
    expect((await call('staff', 'GET', '/api/proposals?state=bogus')).statusCode).toBe(400);
  });

  it('finds terms of one and two characters from the gram index, kept current as the text changes', async () => {
    const search = async (q: string) =>
      (
        await ok<ProposalList>(
          'alice',
          'GET',
          `/api/proposals?scope=mine&pageSize=100&q=${encodeURIComponent(q)}`,
        )
      ).items.map((item) => item.id);
    const created = await draft('alice', {
      ...CONTENT,
      title: '关于保护鹦鹉栖息地的建议',
      analysis: '涉及Qz区域。',
    });
    expect(await search('鹦鹉')).toContain(created.id);
    expect(await search('鹉')).toContain(created.id);
    expect(await search('qZ')).toContain(created.id);
    expect(await search('鹉栖')).toContain(created.id);
    expect(await search('鹉鹦')).not.toContain(created.id);
    await ok('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: created.version,
      title: '关于保护湿地的建议',
    });
    expect(await search('鹦鹉')).not.toContain(created.id);
    expect(await search('湿地')).toContain(created.id);
    // A term across the seams of title, analysis and suggestions, like LIKE over the joined text.
    expect(await search('议 ')).toContain(created.id);
    expect(await search('%')).toEqual([]);
  });

  it('pages a term with many matches in the same order whichever way the page is found', async () => {
    // 60 matches: a page of 1 is found by walking the sort index on SQLite (≥ 50 matches per row asked),
    // a page of 100 by sorting the matches; both must agree.
    for (let i = 0; i < 60; i++) await draft('bob', { ...CONTENT, title: `关于第${i}号萤火虫保护的建议` });
    const list = (page: number, pageSize: number) =>
      ok<ProposalList>(
        'bob',
        'GET',
        `/api/proposals?scope=mine&q=${encodeURIComponent('萤火')}&page=${page}&pageSize=${pageSize}`,
      );
    const all = await list(1, 100);
    expect(all.total).toBe(60);
    const firstPages = await Promise.all([1, 2, 3].map((page) => list(page, 1)));
    expect(firstPages.map((result) => result.items[0]?.id)).toEqual(all.items.slice(0, 3).map((i) => i.id));
    expect(firstPages.every((result) => result.total === 60)).toBe(true);
  });

  it('suggests similar earlier proposals and lists members for pickers', async () => {
    const similar = await ok<{ items: { title: string }[] }>(
      'carol',
      'GET',
      `/api/proposals/similar?q=${encodeURIComponent('关于老旧小区加装电梯的建议')}`,
    );
    expect(similar.items.length).toBeGreaterThan(0);
    expect(similar.items.length).toBeLessThanOrEqual(5);
    expect(similar.items[0]?.title).toContain('老旧小区');
    const members = await ok<{ items: { id: string }[] }>('alice', 'GET', '/api/members');
    expect(members.items.map((m) => m.id)).toEqual(
      expect.arrayContaining([ids.get('bob'), ids.get('carol')]),
    );
    expect(members.items.map((m) => m.id)).not.toContain(ids.get('staff'));
    expect((await call('undertaker', 'GET', '/api/members')).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  async function upload(
    who: string,
    proposalId: string,
    fileName: string,
    contentType: string,
    content: Buffer,
  ) {
    const body = multipart(fileName, contentType, content);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposalId}/attachments`,
      headers: { ...bearer(tokens.get(who) ?? ''), ...body.headers },
      payload: body.payload,
    });
  }

  it('uploads, lists, downloads with authorization, and removes', async () => {
    const p = await draft('alice');
    const pdf = Buffer.from('%PDF-1.4 test document');
    const response = await upload('alice', p.id, '调研报告.pdf', 'application/pdf', pdf);
    expect(response.statusCode).toBe(200);
    const attachment = response.json<{ id: string; fileName: string; size: number }>();
    expect(attachment).toMatchObject({ fileName: '调研报告.pdf', size: pdf.length });
    const detail = await ok('alice', 'GET', `/api/proposals/${p.id}`);
    expect(detail.attachments.map((a) => a.id)).toEqual([attachment.id]);

    const download = await call('alice', 'GET', `/api/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('调研报告.pdf')}`,
    );
    // Others: not found, while it is a draft; staff see it once submitted.
    for (const who of ['bob', 'staff', 'undertaker', 'user']) {
      expect((await call(who, 'GET', `/api/attachments/${attachment.id}`)).statusCode).toBe(404);
    }
    const sent = (
      await act('alice', await ok('alice', 'GET', `/api/proposals/${p.id}`), { action: 'submit' })
    ).json<ProposalDetail>();
    expect(sent.state).toBe('submitted');
    expect((await call('staff', 'GET', `/api/attachments/${attachment.id}`)).statusCode).toBe(200);
    // Not editable any more.
    expect((await upload('alice', p.id, 'a.pdf', 'application/pdf', pdf)).statusCode).toBe(409);
    expect(
      (await call('alice', 'DELETE', `/api/proposals/${p.id}/attachments/${attachment.id}`)).statusCode,
    ).toBe(409);

    const other = await draft('alice');
    const image = (
      await upload('alice', other.id, 'photo.JPG', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff]))
    ).json<{ id: string }>();
    expect(
      (await call('bob', 'DELETE', `/api/proposals/${other.id}/attachments/${image.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('alice', 'DELETE', `/api/proposals/${other.id}/attachments/${image.id}`)).statusCode,
    ).toBe(200);
    expect((await call('alice', 'GET', `/api/attachments/${image.id}`)).statusCode).toBe(404);
  });

  it('refuses a file beyond the per-proposal limit with 409, and accepts again after a removal', async () => {
    const p = await draft('alice');
    const pdf = Buffer.from('%PDF-1.4 test document');
    const ids: string[] = [];
    for (let i = 0; i < ATTACHMENT_MAX_COUNT; i += 1) {
      const response = await upload('alice', p.id, `附件${i}.pdf`, 'application/pdf', pdf);
      expect(response.statusCode).toBe(200);
      ids.push(response.json<{ id: string }>().id);
    }
    const over = await upload('alice', p.id, 'one-more.pdf', 'application/pdf', pdf);
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).message).toContain(String(ATTACHMENT_MAX_COUNT));
    await ok('alice', 'DELETE', `/api/proposals/${p.id}/attachments/${ids[0] ?? ''}`);
    expect((await upload('alice', p.id, 'one-more.pdf', 'application/pdf', pdf)).statusCode).toBe(200);
  });

  it('refuses other types (by extension and content type), large files, and non-first proposers', async () => {
    const p = await draft('alice');
    const exe = await upload('alice', p.id, 'tool.exe', 'application/octet-stream', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(415);
    expect(errorOf(exe).message).toContain('PDF');
    expect((await upload('alice', p.id, 'fake.pdf', 'text/html', Buffer.from('<html>'))).statusCode).toBe(
      415,
    );
    expect((await upload('alice', p.id, 'sheet.xlsx', 'application/pdf', Buffer.from('x'))).statusCode).toBe(
      415,
    );
    // Named and declared as a PDF, but HTML inside: refused by its bytes, nothing stored.
    const disguised = await upload(
      'alice',
      p.id,
      'report.pdf',
      'application/pdf',
      Buffer.from('<html><script>'),
    );
    expect(disguised.statusCode).toBe(415);
    expect(errorOf(disguised).message).toContain('扩展名');
    expect((await ok('alice', 'GET', `/api/proposals/${p.id}`)).attachments).toEqual([]);
    const big = await upload(
      'alice',
      p.id,
      'big.pdf',
      'application/pdf',
      Buffer.alloc(20 * 1024 * 1024 + 10, 1),
    );
    expect(big.statusCode).toBe(413);
    expect((await upload('bob', p.id, 'a.pdf', 'application/pdf', Buffer.from('x'))).statusCode).toBe(404);
    const json = await call('alice', 'POST', `/api/proposals/${p.id}/attachments`, {});
    expect(json.statusCode).toBe(415);
    expect((await ok('alice', 'GET', `/api/proposals/${p.id}`)).attachments).toEqual([]);
  });
});

describe('to-do app', () => {
  it('keeps each user’s own to-dos with folders, filters and labels', async () => {
    const folders = await ok<{ handle: string }[]>('carol', 'GET', '/api/todo-app/folders');
    expect(folders.map((f) => f.handle)).toEqual(['all', 'done', 'deleted']);
    expect(
      (await ok<{ handle: string }[]>('carol', 'GET', '/api/todo-app/filters')).map((f) => f.handle),
    ).toContain('starred');
    expect((await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/labels')).map((l) => l.id)).toContain(
      'research',
    );

    const todo = await ok<{ id: string; title: string; kind: string; labels: string[] }>(
      'carol',
      'POST',
      '/api/todo-app/new-todo',
      {
        title: '走访社区养老服务站',
        dueDate: new Date().toISOString(),
        labels: ['research'],
      },
    );
    expect(todo).toMatchObject({ kind: 'own', labels: ['research'] });
    expect((await call('carol', 'POST', '/api/todo-app/new-todo', { title: '' })).statusCode).toBe(400);
    expect(
      (await call('carol', 'POST', '/api/todo-app/new-todo', { title: 'x', labels: ['nope'] })).statusCode,
    ).toBe(400);
    const starred = await ok<{ starred: boolean }>('carol', 'POST', '/api/todo-app/update-todo', {
      id: todo.id,
      starred: true,
    });
    expect(starred.starred).toBe(true);
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?filterHandle=starred')).map(
        (t) => t.id,
      ),
    ).toContain(todo.id);
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?filterHandle=today')).map((t) => t.id),
    ).toContain(todo.id);
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?labelHandle=research')).map(
        (t) => t.id,
      ),
    ).toContain(todo.id);
    const toggled = await ok<{ labels: string[] }[]>('carol', 'POST', '/api/todo-app/toggle-label', {
      todoIds: [todo.id],
      labelId: 'meeting',
    });
    expect(toggled[0]?.labels).toEqual(['research', 'meeting']);
    await ok('carol', 'POST', '/api/todo-app/set-folder', { todoIds: [todo.id], folderHandle: 'done' });
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?folderHandle=done')).map((t) => t.id),
    ).toContain(todo.id);
    expect(
      await ok<{ todoId: string }>('carol', 'POST', '/api/todo-app/remove-todo', { todoId: todo.id }),
    ).toEqual({ todoId: todo.id });
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?folderHandle=deleted')).map(
        (t) => t.id,
      ),
    ).toContain(todo.id);
    // Nobody else's.
    expect(
      (await call('bob', 'POST', '/api/todo-app/update-todo', { id: todo.id, starred: false })).statusCode,
    ).toBe(404);
    expect((await call('bob', 'POST', '/api/todo-app/delete-todos', { todoIds: [todo.id] })).statusCode).toBe(
      404,
    );
    const second = await ok<{ id: string }>('carol', 'POST', '/api/todo-app/new-todo', {
      title: '准备界别协商发言',
    });
    expect(
      await ok<string[]>('carol', 'POST', '/api/todo-app/delete-todos', { todoIds: [second.id] }),
    ).toEqual([second.id]);
  });

  it('lets the workflow own its to-dos: they cannot be completed or renamed by hand', async () => {
    let p = await draft('alice');
    p = (await act('alice', p, { action: 'invite', inviteeIds: [ids.get('carol')] })).json();
    const todos = await ok<{ id: string; proposalId: string | null; kind: string }[]>(
      'carol',
      'GET',
      '/api/todo-app/todos?filterHandle=proposal',
    );
    const mine = todos.find((t) => t.proposalId === p.id);
    expect(mine?.kind).toBe('workflow');
    const id = mine?.id ?? '';
    expect(
      (await call('carol', 'POST', '/api/todo-app/update-todo', { id, completed: true })).statusCode,
    ).toBe(403);
    expect((await call('carol', 'POST', '/api/todo-app/update-todo', { id, title: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('carol', 'POST', '/api/todo-app/set-folder', { todoIds: [id], folderHandle: 'done' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('carol', 'POST', '/api/todo-app/update-todo', { id, important: true })).statusCode,
    ).toBe(200);
    await ok('carol', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: true });
    const done = await ok<{ id: string; completed: boolean }[]>(
      'carol',
      'GET',
      '/api/todo-app/todos?folderHandle=done',
    );
    expect(done.find((t) => t.id === id)?.completed).toBe(true);
  });
});
