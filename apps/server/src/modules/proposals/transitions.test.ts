import { notificationText, type NotificationList, type ProposalDetail } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, errorOf } from '../../test/accounts';
import { useProposalApi } from '../../test/proposal-api';

/** The proposal transitions of issue 5 and their concurrency through the HTTP API, on the dialect of TEST_DIALECT. */
const { context, tokens, ids, call, ok, draft, act, submitted } = useProposalApi();

describe('transitions', () => {
  it('refuses to submit incomplete content, naming each missing field', async () => {
    const created = await draft('alice', { title: '关于某事的建议' });
    const response = await act('alice', created, { action: 'submit' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['analysis', 'categoryCode', 'suggestions']);
    expect(error.message).toContain('情况分析');
    expect(error.message).toContain('具体建议');
    const en = await context().app.inject({
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
    // Only a lost optimistic write is marked stale: clients reload on it and show every other 409.
    expect(errorOf(wrong).reason).toBeUndefined();
    // Stale version.
    const stale = await call('staff', 'POST', `/api/proposals/${p.id}/transitions`, {
      action: 'register',
      version: p.version - 1,
      categoryCode: 'economy',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).reason).toBe('staleVersion');
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
    expect(errorOf(early).reason).toBeUndefined();

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
