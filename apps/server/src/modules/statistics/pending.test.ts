import {
  awaitingReviewCount,
  type ProposalCounts,
  type ProposalDetail,
  type ProposalList,
  type Statistics,
} from '@cppcc/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** 待审查 means the same on the statistics page and the staff workbench (one definition in contracts). */
const w = workflowFixture();
const { ok } = w;
beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

async function submitted(title: string): Promise<ProposalDetail> {
  const created = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', { ...CONTENT, title });
  return ok<ProposalDetail>('alice', 'POST', `/api/proposals/${created.id}/transitions`, {
    action: 'submit',
    version: created.version,
  });
}

it('does not count a returned proposal as awaiting review, like the review queue', async () => {
  await submitted('关于完善社区养老服务的建议');
  const returned = await submitted('关于优化公交线路的建议');
  await ok('staff', 'POST', `/api/proposals/${returned.id}/transitions`, {
    action: 'return',
    version: returned.version,
    comment: '请补充调研数据。',
  });
  const figures = await ok<Statistics>('staff', 'GET', '/api/statistics');
  const counts = await ok<ProposalCounts>('staff', 'GET', '/api/proposals/counts?scope=all');
  const queue = await ok<ProposalList>('staff', 'GET', '/api/proposals?scope=all&state=submitted');
  expect(figures.proposals.pending).toBe(1);
  expect(awaitingReviewCount(counts.counts)).toBe(1);
  expect(queue.total).toBe(1);
  // Received by the committee all the same.
  expect(figures.proposals.received).toBe(2);
});
