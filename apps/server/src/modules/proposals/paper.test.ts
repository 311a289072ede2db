import { messages, type MessageKey, type ProposalDetail, type ProposalEvaluations } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** Paper submissions (issue 27 §4): staff type in a member's paper proposal and paper evaluation. */
const w = workflowFixture();
const { ok, fails } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

const zh = (key: MessageKey) => messages['zh-CN'][key];
/** alice's id, read from a proposal she wrote. */
async function aliceId(): Promise<string> {
  const draft = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
  return draft.signers[0]?.userId ?? '';
}

describe('paper proposals', () => {
  it('enters the proposal as submitted with the member as proposer; the log names typist and paper', async () => {
    const memberId = await aliceId();
    const entered = await ok<ProposalDetail>('staff', 'POST', '/api/proposals/paper', {
      ...CONTENT,
      title: '关于完善社区养老服务的建议（纸质）',
      memberId,
      paperNumber: 'ZZ-2026-007',
    });
    expect(entered.state).toBe('submitted');
    expect(entered.paperNumber).toBe('ZZ-2026-007');
    expect(entered.firstProposer.id).toBe(memberId);
    expect(entered.signers).toMatchObject([{ userId: memberId, isFirst: true, state: 'accepted' }]);
    expect(
      entered.events.map((event) => [event.action, event.actor?.displayName, event.paperNumber]),
    ).toEqual([
      ['create', '测试staff', 'ZZ-2026-007'],
      ['enter_paper', '测试staff', 'ZZ-2026-007'],
    ]);
    // The member sees it among their own proposals, as its proposer.
    const mine = await ok<{ items: { id: string }[] }>('alice', 'GET', '/api/proposals?scope=mine');
    expect(mine.items.map((item) => item.id)).toContain(entered.id);
    const seen = await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${entered.id}`);
    expect(seen.state).toBe('submitted');
    // Staff go on with it like any submission.
    const registered = await ok<ProposalDetail>('staff', 'POST', `/api/proposals/${entered.id}/transitions`, {
      action: 'register',
      version: entered.version,
    });
    expect(registered.state).toBe('registered');
  });

  it('refuses a non-member, a missing paper number, incomplete content; members cannot enter', async () => {
    const plain = await createUser(w.context(), ['user'], { displayName: '非委员' });
    const notMember = await fails(400, 'staff', 'POST', '/api/proposals/paper', {
      ...CONTENT,
      memberId: plain.id,
      paperNumber: 'ZZ-1',
    });
    expect(notMember.fields).toEqual({ memberId: zh('paper.notMember') });
    const memberId = await aliceId();
    const noNumber = await fails(400, 'staff', 'POST', '/api/proposals/paper', {
      ...CONTENT,
      memberId,
      paperNumber: ' ',
    });
    expect(noNumber.fields).toEqual({ paperNumber: zh('paper.numberRequired') });
    const incomplete = await fails(400, 'staff', 'POST', '/api/proposals/paper', {
      title: '只有标题',
      memberId,
      paperNumber: 'ZZ-2',
    });
    expect(Object.keys(incomplete.fields ?? {}).sort()).toEqual(['analysis', 'categoryCode', 'suggestions']);
    // Nothing of the refused entries was written.
    const staffList = await ok<{ items: { title: string }[] }>('staff', 'GET', '/api/proposals?q=只有标题');
    expect(staffList.items).toEqual([]);
    for (const who of ['alice', 'a1', 'user'])
      await fails(403, who, 'POST', '/api/proposals/paper', { ...CONTENT, memberId, paperNumber: 'ZZ-3' });
    // The paper entry is not an action of /transitions.
    const draft = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
    await fails(400, 'staff', 'POST', `/api/proposals/${draft.id}/transitions`, {
      action: 'enter_paper',
      version: draft.version,
    });
  });

  it('records the co-signers of the paper as accepted; refuses a used paper number and a bad co-signer', async () => {
    const memberId = await aliceId();
    const cosigner = await createUser(w.context(), ['members'], { displayName: '纸质联名委员' });
    const entered = await ok<ProposalDetail>('staff', 'POST', '/api/proposals/paper', {
      ...CONTENT,
      kind: 'joint',
      memberId,
      cosignerIds: [cosigner.id],
      paperNumber: 'ZZ-2026-100',
    });
    expect(entered.signers).toMatchObject([
      { userId: memberId, isFirst: true, state: 'accepted' },
      { userId: cosigner.id, isFirst: false, state: 'accepted' },
    ]);
    const used = await fails(400, 'staff', 'POST', '/api/proposals/paper', {
      ...CONTENT,
      title: '编号重复的纸质提案',
      memberId,
      paperNumber: ' ZZ-2026-100 ',
    });
    expect(used.fields).toEqual({ paperNumber: zh('paper.numberUsed') });
    const plain = await createUser(w.context(), ['user']);
    for (const cosignerIds of [[plain.id], [memberId], ['no-such-user']]) {
      const refused = await fails(400, 'staff', 'POST', '/api/proposals/paper', {
        ...CONTENT,
        title: '联名人有误的纸质提案',
        memberId,
        cosignerIds,
        paperNumber: 'ZZ-2026-101',
      });
      expect(refused.fields).toEqual({ cosignerIds: zh('paper.cosignerNotMember') });
    }
    const staffList = await ok<{ items: unknown[] }>('staff', 'GET', '/api/proposals?q=编号重复');
    expect(staffList.items).toEqual([]);
  });
});

describe('paper evaluations', () => {
  it('records the signer as evaluator and the typist and paper in the log; refuses non-signers', async () => {
    const done = await w.replied('A');
    const memberId = done.signers[0]?.userId ?? '';
    const view = await ok<ProposalEvaluations>('staff', 'GET', `/api/proposals/${done.id}/evaluations`);
    const replyId = view.replies[0]?.replyId ?? '';
    const body = { attitude: 'satisfied', result: 'satisfied', contacted: true, comment: '' };

    const plain = await createUser(w.context(), ['user']);
    const notMember = await fails(400, 'staff', 'POST', `/api/replies/${replyId}/paper-evaluation`, {
      ...body,
      memberId: plain.id,
      paperNumber: 'PJ-1',
    });
    expect(notMember.fields).toEqual({ memberId: zh('paper.notMember') });
    const stranger = await createUser(w.context(), ['members']);
    const notSigner = await fails(400, 'staff', 'POST', `/api/replies/${replyId}/paper-evaluation`, {
      ...body,
      memberId: stranger.id,
      paperNumber: 'PJ-1',
    });
    expect(notSigner.fields).toEqual({ memberId: zh('paper.notSigner') });
    await fails(403, 'alice', 'POST', `/api/replies/${replyId}/paper-evaluation`, {
      ...body,
      memberId,
      paperNumber: 'PJ-1',
    });

    const after = await ok<ProposalEvaluations>('staff', 'POST', `/api/replies/${replyId}/paper-evaluation`, {
      ...body,
      memberId,
      paperNumber: 'PJ-2026-031',
    });
    expect(after.replies[0]?.evaluations).toMatchObject([
      { signer: { id: memberId }, attitude: 'satisfied' },
    ]);
    const detail = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${done.id}`);
    const logged = detail.events.find((event) => event.action === 'evaluate');
    expect(logged).toMatchObject({ paperNumber: 'PJ-2026-031', actor: { displayName: '测试staff' } });
    // The member's satisfied evaluation closed the proposal, as if typed by the member.
    expect(detail.state).toBe('closed');
    await fails(409, 'staff', 'POST', `/api/replies/${replyId}/paper-evaluation`, {
      ...body,
      memberId,
      paperNumber: 'PJ-2026-031',
    });
  });
});
