import type { ProposalDetail, ProposalEvaluations } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';
import { advanceWorkflow } from './workflow';

/** The transitions time makes: sign-by dates and evaluation windows, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, replied } = w;
const db = () => w.context().db;

beforeAll(() => w.setup([['bob', ['members']]]), 60_000);
afterAll(() => w.close());

describe('workflow deadlines', () => {
  it('submits a co-sign round whose sign-by date passed, without waiting for the invitees', async () => {
    const members = await ok<{ items: { id: string; displayName: string }[] }>(
      'alice',
      'GET',
      '/api/members',
    );
    const bob = members.items.find((member) => member.displayName === '测试bob');
    const draft = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
      title: '关于完善城市绿道网络的建议',
      analysis: '绿道断点较多。',
      suggestions: '打通断点。',
      categoryCode: 'ecology',
    });
    const inviting = await ok<ProposalDetail>('alice', 'POST', `/api/proposals/${draft.id}/transitions`, {
      action: 'invite',
      version: draft.version,
      inviteeIds: [bob?.id],
      signByDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(inviting.state).toBe('cosigning');
    expect((await advanceWorkflow(db().kysely, db().dialect)).submitted).toBe(0);
    await db()
      .kysely.updateTable('proposals')
      .set({ signByDate: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', draft.id)
      .execute();
    const [first, second] = await Promise.all([
      advanceWorkflow(db().kysely, db().dialect),
      advanceWorkflow(db().kysely, db().dialect),
    ]);
    expect((first?.submitted ?? 0) + (second?.submitted ?? 0)).toBe(1);
    expect((await ok<ProposalDetail>('alice', 'GET', `/api/proposals/${draft.id}`)).state).toBe('submitted');
  });

  it('closes a replied proposal once the evaluation window is over, unless someone is unsatisfied', async () => {
    const quiet = await replied('A');
    const unhappy = await replied('B');
    const replyId = (
      await ok<ProposalEvaluations>('alice', 'GET', `/api/proposals/${unhappy.id}/evaluations`)
    ).replies[0]?.replyId;
    await ok('alice', 'POST', `/api/replies/${replyId ?? ''}/evaluation`, {
      attitude: 'unsatisfied',
      result: 'unsatisfied',
      contacted: false,
      comment: '未与我沟通。',
    });
    expect((await advanceWorkflow(db().kysely, db().dialect)).closed).toBe(0);
    await db()
      .kysely.updateTable('replies')
      .set({ reviewedAt: '2026-01-05T00:00:00.000Z' })
      .where('proposalId', 'in', [quiet.id, unhappy.id])
      .execute();
    expect((await advanceWorkflow(db().kysely, db().dialect)).closed).toBe(1);
    expect((await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${quiet.id}`)).state).toBe('closed');
    expect((await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${unhappy.id}`)).state).toBe('replied');
  });
});
