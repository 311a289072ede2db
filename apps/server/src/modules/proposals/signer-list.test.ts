import { type ProposalCounts, type ProposalList, type ProposalState } from '@cppcc/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, useProposalApi } from '../../test/proposal-api';

/**
 * The member's own list read from the signatures' copies of their proposal's state and time (0043,
 * issue 33 §2): the same rows, order and totals as the proposals themselves give, after every kind of
 * write — own drafts, co-sign invitations (accepted, declined, still open), submissions, registrations,
 * returns, edits — on the dialect of TEST_DIALECT.
 */
const { context, ids, ok, draft, act, submitted } = useProposalApi();

/** The reference: the member's proposals from the proposals table, newest change first (ties by id). */
async function fromProposals(who: string, states: readonly ProposalState[], order: 'asc' | 'desc') {
  let query = context()
    .db.kysely.selectFrom('proposals')
    .innerJoin('proposalSigners', 'proposalSigners.proposalId', 'proposals.id')
    .where('proposalSigners.userId', '=', ids.get(who)!)
    .select('proposals.id')
    .orderBy('proposals.updatedAt', order)
    .orderBy('proposals.id', order);
  if (states.length > 0) query = query.where('proposals.state', 'in', states);
  return (await query.execute()).map((row) => row.id);
}

/** Every page of the member's list, by page number and by cursor, with the totals answered. */
async function walk(who: string, query: string, pageSize: number) {
  const byNumber: string[] = [];
  const byCursor: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const list = await ok<ProposalList>(
      who,
      'GET',
      `/api/proposals?${query}&pageSize=${pageSize}&page=${page}`,
    );
    totals.add(list.total);
    byNumber.push(...list.items.map((item) => item.id));
    if (list.items.length < pageSize) break;
  }
  let after: string | null = null;
  for (let page = 1; page === 1 || after !== null; page++) {
    const cursor = after === null ? '' : `&after=${after}`;
    const list: ProposalList = await ok<ProposalList>(
      who,
      'GET',
      `/api/proposals?${query}&pageSize=${pageSize}&page=${page}${cursor}`,
    );
    totals.add(list.total);
    byCursor.push(...list.items.map((item) => item.id));
    after = list.nextCursor;
  }
  return { byNumber, byCursor, totals: [...totals] };
}

describe("the member's own list from their signatures", () => {
  beforeAll(async () => {
    // alice: drafts, submitted, registered, returned; co-signs for bob (accepted) and carol (declined, open).
    await draft('alice');
    await draft('alice', { ...CONTENT, title: '关于社区食堂的建议' });
    await act('staff', await submitted('alice'), { action: 'register' });
    await act('staff', await submitted('alice'), { action: 'return', comment: '请补充' });
    await submitted('alice');
    const bobs = await draft('bob');
    const invited = (await act('bob', bobs, { action: 'invite', inviteeIds: [ids.get('alice')] })).json<{
      id: string;
    }>();
    await ok('alice', 'POST', `/api/proposals/${invited.id}/signers/respond`, { accept: true });
    const carols = await draft('carol');
    const declined = (await act('carol', carols, { action: 'invite', inviteeIds: [ids.get('alice')] })).json<{
      id: string;
    }>();
    await ok('alice', 'POST', `/api/proposals/${declined.id}/signers/respond`, { accept: false });
    const open = await draft('carol', { ...CONTENT, title: '关于夜间公交的建议' });
    await act('carol', open, { action: 'invite', inviteeIds: [ids.get('alice')] });
    // A later edit moves an older draft to the top.
    const edited = await draft('alice', { ...CONTENT, title: '关于旧城更新的建议' });
    await draft('alice');
    await ok('alice', 'PATCH', `/api/proposals/${edited.id}`, {
      ...CONTENT,
      title: '关于旧城更新的建议（修改）',
      version: edited.version,
    });
  });

  it("keeps each signature's copy equal to its proposal's state and time", async () => {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from proposal_signers s join proposals p on p.id = s.proposal_id
      where s.proposal_state is distinct from p.state or s.proposal_updated_at is distinct from p.updated_at`.execute(
      context().db.kysely,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it("counts the member's proposals per state as the proposals do", async () => {
    const sessions = await context()
      .db.kysely.selectFrom('proposals')
      .select('sessionId')
      .distinct()
      .execute();
    expect(sessions).toHaveLength(1);
    for (const who of ['alice', 'bob', 'carol']) {
      const { rows } = await sql<{ state: string; n: number | string }>`
        select p.state, count(*) as n from proposals p join proposal_signers s on s.proposal_id = p.id
        where s.user_id = ${ids.get(who)!} group by p.state`.execute(context().db.kysely);
      const expected = Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
      if (who === 'alice') expect(Object.keys(expected).length).toBeGreaterThan(3);
      // A member sees only what they sign, so the whole scope counts the same; a session filter
      // takes the proposals' path (the signatures keep no session).
      for (const query of ['scope=mine', 'scope=all', `scope=mine&sessionId=${sessions[0]!.sessionId}`]) {
        const answer = await ok<ProposalCounts>(who, 'GET', `/api/proposals/counts?${query}`);
        const nonZero = Object.entries(answer.counts).filter(([, n]) => n > 0);
        expect(Object.fromEntries(nonZero)).toEqual(expected);
        expect(answer.total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
      }
    }
  });

  it.each([
    ['', [] as ProposalState[], 'desc', 2],
    ['&order=asc', [] as ProposalState[], 'asc', 3],
    ['&state=draft', ['draft'] as ProposalState[], 'desc', 2],
    [
      '&state=submitted,registered,returned',
      ['submitted', 'registered', 'returned'] as ProposalState[],
      'desc',
      1,
    ],
    ['&state=cosigning', ['cosigning'] as ProposalState[], 'desc', 1],
  ] as const)('lists scope=mine%s as the proposals do', async (filter, states, order, pageSize) => {
    for (const who of ['alice', 'carol']) {
      const expected = await fromProposals(who, states, order);
      if (who === 'alice' && states.length === 0) expect(expected.length).toBeGreaterThan(pageSize);
      const { byNumber, byCursor, totals } = await walk(who, `scope=mine${filter}`, pageSize);
      expect(byNumber).toEqual(expected);
      expect(byCursor).toEqual(expected);
      expect(totals).toEqual([expected.length]);
    }
  });
});
