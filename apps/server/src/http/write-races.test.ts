import type { ProposalEvaluations } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../test/accounts';
import { workflowFixture } from '../test/workflow';

/** Concurrent duplicate writes: one wins, the others get 409 in the error shape, never a 500. */
describe('concurrent duplicate writes', () => {
  const w = workflowFixture();
  beforeAll(() => w.setup(), 60_000);
  afterAll(() => w.close());

  const expectOneWinner = (responses: { statusCode: number; json: () => unknown }[]) => {
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('CONFLICT');
    }
  };

  it('parallel evaluations of one reply by one member', async () => {
    const done = await w.replied('A');
    const view = await w.ok<ProposalEvaluations>('alice', 'GET', `/api/proposals/${done.id}/evaluations`);
    const replyId = view.replies[0]?.replyId ?? '';
    const body = { attitude: 'satisfied', result: 'satisfied', contacted: true, comment: '' };
    expectOneWinner(
      await Promise.all(
        Array.from({ length: 10 }, () => w.call('alice', 'POST', `/api/replies/${replyId}/evaluation`, body)),
      ),
    );
  });

  it('parallel creations of the same session', async () => {
    const body = { term: 16, meeting: 1, year: 2027 };
    expectOneWinner(
      await Promise.all(
        Array.from({ length: 10 }, () => w.call('admin', 'POST', '/api/admin/sessions', body)),
      ),
    );
  });
});
