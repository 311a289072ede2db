import type { ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';
import { writeEvent } from './context';

/** A proposal's events written at one instant (one transaction, one seed-clock time) keep their written order. */
const w = workflowFixture();

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

describe('proposal event order', () => {
  it('lists events with equal times in the order they were written', async () => {
    const proposal = await w.registered('关于完善社区应急避难场所的建议');
    const at = new Date(Date.parse(proposal.updatedAt) + 60_000).toISOString();
    const comments = Array.from({ length: 30 }, (_, i) => `第${i + 1}条`);
    for (const comment of comments) {
      await writeEvent(
        w.context().db.kysely,
        {
          proposalId: proposal.id,
          actorId: null,
          action: 'comment',
          fromState: null,
          toState: null,
          comment,
        },
        at,
      );
    }
    const detail = await w.ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`);
    const written = detail.events.filter((event) => event.createdAt === at).map((event) => event.comment);
    expect(written).toEqual(comments);
  });
});
