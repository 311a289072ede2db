import type { ProposalCounts, ProposalDetail, ProposalList } from '@cppcc/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONTENT, useProposalApi } from '../../test/proposal-api';

/**
 * The kept counts of each user's signatures per proposal state (0047, issue 33 §2) against a recount from
 * the proposals themselves, after each kind of workflow write and a bare delete, on the dialect of
 * TEST_DIALECT; and the member's list total and counts read from them.
 */
const { context, ids, ok, draft, act, submitted } = useProposalApi();

async function expectCountsExact(): Promise<void> {
  const db = context().db.kysely;
  const { rows: actual } = await sql<{ userId: string; state: string; n: number | string }>`
    select s.user_id, p.state, count(*) as n from proposal_signers s join proposals p on p.id = s.proposal_id
    group by s.user_id, p.state`.execute(db);
  const kept = await db.selectFrom('proposalSignerCounts').selectAll().where('n', '!=', 0).execute();
  const key = (row: { userId: string; state: string; n: number | string }) =>
    `${row.userId}/${row.state}=${Number(row.n)}`;
  expect(kept.map(key).sort()).toEqual(actual.map(key).sort());
}

async function acted(who: string, proposal: ProposalDetail, body: object): Promise<ProposalDetail> {
  const response = await act(who, proposal, body);
  expect(response.statusCode, response.body).toBe(200);
  await expectCountsExact();
  return response.json<ProposalDetail>();
}

describe("the kept counts of each user's signatures per state", () => {
  it('stay equal to a recount after every workflow write', async () => {
    await expectCountsExact();
    const first = await draft('alice');
    await expectCountsExact();
    const sent = await acted('alice', first, { action: 'submit' });
    const registered = await acted('staff', sent, { action: 'register' });
    expect(registered.state).toBe('registered');
    const back = await acted('staff', await submitted('alice'), { action: 'return', comment: '请补充' });
    await acted('alice', back, { action: 'resubmit' });
    await acted('alice', await submitted('alice'), { action: 'withdraw', reason: '调研不充分' });
    await acted('admin', await submitted('bob'), {
      action: 'reject',
      reason: '属于个案诉求',
      disposition: 'public_sentiment',
    });
    const master = await submitted('carol');
    await acted('staff', await submitted('bob'), { action: 'merge', masterId: master.id });
    // A joint proposal: invitations, an acceptance, a refusal, then the submission.
    let joint = await acted('bob', await draft('bob'), {
      action: 'invite',
      inviteeIds: [ids.get('alice'), ids.get('carol')],
    });
    await ok('alice', 'POST', `/api/proposals/${joint.id}/signers/respond`, { accept: true });
    await expectCountsExact();
    await ok('carol', 'POST', `/api/proposals/${joint.id}/signers/respond`, { accept: false });
    await expectCountsExact();
    joint = await ok('bob', 'GET', `/api/proposals/${joint.id}`);
    await acted('bob', joint, { action: 'submit' });
    // An edit moves the time only.
    const edited = await draft('alice', { ...CONTENT, title: '关于旧城更新的建议' });
    await ok('alice', 'PATCH', `/api/proposals/${edited.id}`, { ...CONTENT, version: edited.version });
    await expectCountsExact();
    // A bare delete (no service deletes proposals; a cleanup or a shell may) moves them too.
    const db = context().db.kysely;
    await db.deleteFrom('proposalEvents').where('proposalId', '=', edited.id).execute();
    await db.deleteFrom('todos').where('proposalId', '=', edited.id).execute();
    await db.deleteFrom('proposalSigners').where('proposalId', '=', edited.id).execute();
    await db.deleteFrom('proposals').where('id', '=', edited.id).execute();
    await expectCountsExact();
  });

  it('stay exact under concurrent writes to the same users', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        draft(i % 2 === 0 ? 'alice' : 'bob', { ...CONTENT, title: `并发提案 ${i}` }),
      ),
    );
    const invited = await Promise.all(
      created.map((proposal, i) =>
        act(i % 2 === 0 ? 'alice' : 'bob', proposal, {
          action: 'invite',
          inviteeIds: [ids.get(i % 2 === 0 ? 'bob' : 'alice'), ids.get('carol')],
        }),
      ),
    );
    expect(invited.map((response) => response.statusCode)).toEqual(created.map(() => 200));
    await Promise.all(
      created.map((proposal, i) =>
        ok(i % 2 === 0 ? 'bob' : 'alice', 'POST', `/api/proposals/${proposal.id}/signers/respond`, {
          accept: i % 3 !== 0,
        }),
      ),
    );
    await expectCountsExact();
  });

  it("answer the member's list total and counts as the signatures do", async () => {
    for (const who of ['alice', 'bob', 'carol']) {
      const { rows } = await sql<{ state: string; n: number | string }>`
        select p.state, count(*) as n from proposals p join proposal_signers s on s.proposal_id = p.id
        where s.user_id = ${ids.get(who)!} group by p.state`.execute(context().db.kysely);
      const expected = Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
      const all = Object.values(expected).reduce((a, b) => a + b, 0);
      expect(all).toBeGreaterThan(3);
      expect((await ok<ProposalList>(who, 'GET', '/api/proposals?scope=mine&pageSize=1')).total).toBe(all);
      const some = (['draft', 'cosigning', 'submitted'] as const).filter((state) => expected[state]);
      const filtered = await ok<ProposalList>(
        who,
        'GET',
        `/api/proposals?scope=mine&state=${some.join(',')}`,
      );
      expect(filtered.total).toBe(some.reduce((n, state) => n + (expected[state] ?? 0), 0));
      const counts = await ok<ProposalCounts>(who, 'GET', '/api/proposals/counts?scope=mine');
      expect(Object.fromEntries(Object.entries(counts.counts).filter(([, n]) => n > 0))).toEqual(expected);
      expect(counts.total).toBe(all);
    }
  });
});
