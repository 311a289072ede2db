import type { ProposalDetail, ProposalList, Supervision } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** 领导督办: the `leader` role, named on a key proposal, sees it and records supervision on it. */
const w = workflowFixture();
const { ok, fails, registered } = w;

beforeAll(() => w.setup([['leader', ['leader']]]), 60_000);
afterAll(() => w.close());

const RECORD = {
  method: 'consultation',
  date: '2026-10-20T02:00:00Z',
  minutes: '召开重点提案督办协商座谈会，听取承办单位办理进展，协调解决资金保障问题。',
};

describe('supervising leaders', () => {
  it('names only leader-role users; the named leader sees the proposal and records supervision', async () => {
    const leaders = await ok<{ items: { id: string; displayName: string }[] }>(
      'staff',
      'GET',
      '/api/supervision/leaders',
    );
    expect(leaders.items.map((leader) => leader.displayName)).toEqual(['测试leader']);
    const me = { uuid: leaders.items[0]?.id ?? '' };

    const proposal = await registered('关于推进城市更新的建议');
    const unsupervised = await registered('关于完善停车设施的建议');
    // Not named yet: the leader neither sees it nor may record on it.
    await fails(404, 'leader', 'GET', `/api/proposals/${proposal.id}`);
    await fails(404, 'leader', 'POST', `/api/proposals/${proposal.id}/supervisions`, RECORD);
    await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/key`, {
      version: proposal.version,
      isKey: true,
      leaderId: proposal.firstProposer.id,
    });

    const key = await ok<ProposalDetail>('staff', 'POST', `/api/proposals/${proposal.id}/key`, {
      version: proposal.version,
      isKey: true,
      leaderId: me.uuid,
    });
    expect(key.keyLeader).toEqual({ id: me.uuid, displayName: '测试leader' });
    const seen = await ok<ProposalDetail>('leader', 'GET', `/api/proposals/${proposal.id}`);
    expect(seen.allowedActions).toEqual([]);
    const list = await ok<ProposalList>('leader', 'GET', '/api/proposals?pageSize=100');
    expect(list.items.map((item) => item.id)).toEqual([proposal.id]);
    await fails(404, 'leader', 'GET', `/api/proposals/${unsupervised.id}`);

    const { items } = await ok<{ items: Supervision[] }>(
      'leader',
      'POST',
      `/api/proposals/${proposal.id}/supervisions`,
      RECORD,
    );
    expect(items).toMatchObject([
      {
        method: 'consultation',
        leader: { id: me.uuid },
        createdBy: { id: me.uuid, displayName: '测试leader' },
      },
    ]);
    const events = (await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`)).events;
    expect(events.at(-1)).toMatchObject({ action: 'supervise' });
    // Other roles without the leader's naming may not record.
    await fails(403, 'alice', 'POST', `/api/proposals/${proposal.id}/supervisions`, RECORD);
  });
});
