import { PROPOSAL_COUNT_CAP, type ProposalCounts, type ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/values';
import { CONTENT, workflowFixture } from '../../test/workflow';

interface ListAnswer {
  items: { id: string; state: string }[];
  total: number;
  totalCapped: boolean;
}

/** The kept counts of migration 0026 against the proposals themselves, and the totals the API answers. */
describe('proposal counts', () => {
  const w = workflowFixture();
  beforeAll(() => w.setup([['mia', ['members', 'staff']]]), 60_000);
  afterAll(() => w.close());

  /** Every (session, state) the kept table says, compared with a fresh GROUP BY over the proposals. */
  async function expectKeptCountsExact(): Promise<void> {
    const db = w.context().db.kysely;
    const actual = await db
      .selectFrom('proposals')
      .select((eb) => ['sessionId', 'state', eb.fn.countAll<number | string>().as('n')])
      .groupBy(['sessionId', 'state'])
      .execute();
    const kept = await db.selectFrom('proposalStateCounts').selectAll().where('n', '!=', 0).execute();
    const key = (row: { sessionId: string; state: string; n: number | string }) =>
      `${row.sessionId}/${row.state}=${Number(row.n)}`;
    expect(kept.map(key).sort()).toEqual(actual.map(key).sort());
  }

  const list = (who: string, query: string) => w.ok<ListAnswer>(who, 'GET', `/api/proposals?${query}`);
  const counts = (who: string, query = 'scope=all') =>
    w.ok<ProposalCounts>(who, 'GET', `/api/proposals/counts?${query}`);

  it('keeps the counts exact through create, transitions and delete', async () => {
    await expectKeptCountsExact();
    const before = await counts('staff');
    const draft = await w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
    await expectKeptCountsExact();
    // Staff do not see alice's draft, in the counts or the list's total.
    expect((await counts('staff')).counts.draft).toBe(before.counts.draft);
    const registered = await w.registered('关于完善社区养老服务的建议');
    await expectKeptCountsExact();
    const after = await counts('staff');
    expect(after.counts.registered).toBe(before.counts.registered + 1);
    expect(after.total).toBe(before.total + 1);
    expect((await list('staff', 'scope=all&state=registered&pageSize=1')).total).toBe(
      after.counts.registered,
    );
    // A bare delete (no service deletes proposals; a cleanup or a shell may) moves the counts too.
    const db = w.context().db.kysely;
    await db.deleteFrom('proposalEvents').where('proposalId', '=', draft.id).execute();
    await db.deleteFrom('todos').where('proposalId', '=', draft.id).execute();
    await db.deleteFrom('proposalSigners').where('proposalId', '=', draft.id).execute();
    await db.deleteFrom('proposals').where('id', '=', draft.id).execute();
    await expectKeptCountsExact();
    expect((await list('staff', 'scope=all&pageSize=1')).total).toBe(after.total);
    expect(registered.state).toBe('registered');
  });

  it('filters by session and states bound inside casts: the rows and totals of those values', async () => {
    const registered = await w.registered('关于会议与状态筛选的建议');
    const db = w.context().db.kysely;
    const states = ['registered', 'submitted'] as const;
    const expected = await db
      .selectFrom('proposals')
      .select('id')
      .where('sessionId', '=', registered.sessionId)
      .where('state', 'in', states)
      .execute();
    const filtered = `scope=all&sessionId=${registered.sessionId}&state=${states.join(',')}&pageSize=100`;
    for (const query of [filtered, `${filtered}&sort=number&order=asc`]) {
      const listed = await list('staff', query);
      expect(listed.items.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
      expect(listed.total).toBe(expected.length);
    }
    const perState = (await counts('staff', `scope=all&sessionId=${registered.sessionId}`)).counts;
    expect(perState.registered + perState.submitted).toBe(expected.length);
    // Another session's values answer its own rows: none here.
    const elsewhere = await list('staff', `scope=all&sessionId=${newId()}&state=${states.join(',')}`);
    expect(elsewhere).toMatchObject({ items: [], total: 0 });
    expect((await counts('staff', `scope=all&sessionId=${newId()}`)).total).toBe(0);
  });

  it('stays exact under concurrent writes', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', { ...CONTENT, title: `并发提案 ${i}` }),
      ),
    );
    await Promise.all(
      created.map((proposal) =>
        w.ok('alice', 'POST', `/api/proposals/${proposal.id}/transitions`, {
          action: 'submit',
          version: proposal.version,
        }),
      ),
    );
    await expectKeptCountsExact();
    const submitted = await list('staff', 'scope=all&state=submitted&pageSize=100');
    expect(submitted.total).toBe(submitted.items.length);
    expect(submitted.totalCapped).toBe(false);
  });

  it("counts a staff member's own drafts for them alone", async () => {
    await w.ok<ProposalDetail>('mia', 'POST', '/api/proposals', {
      ...CONTENT,
      title: '委员兼工作人员的草稿',
    });
    const mine = await list('mia', 'scope=all&state=draft');
    expect(mine.total).toBe(1);
    expect(mine.items).toHaveLength(1);
    expect((await counts('mia')).counts.draft).toBe(1);
    // alice's drafts (above) stay hers: staff count none.
    expect((await list('staff', 'scope=all&state=draft')).total).toBe(0);
    expect((await counts('staff')).counts.draft).toBe(0);
    const all = await list('mia', 'scope=all&pageSize=1');
    expect(all.total).toBe((await list('staff', 'scope=all&pageSize=1')).total + 1);
  });

  it(`caps a filtered total past ${PROPOSAL_COUNT_CAP} and counts the session lists exactly`, async () => {
    const db = w.context().db.kysely;
    const source = await w.registered('关于批量数据的建议');
    const row = await db
      .selectFrom('proposals')
      .selectAll()
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: PROPOSAL_COUNT_CAP + 1 }, () => ({
      ...row,
      id: newId(),
      number: null,
      kind: 'collective',
    }));
    for (let i = 0; i < copies.length; i += 600)
      await db
        .insertInto('proposals')
        .values(copies.slice(i, i + 600))
        .execute();
    await expectKeptCountsExact();
    const capped = await list('staff', 'scope=all&kind=collective&pageSize=5');
    expect(capped).toMatchObject({ total: PROPOSAL_COUNT_CAP, totalCapped: true });
    expect(capped.items).toHaveLength(5);
    // The state list is answered from the kept counts: exact, past the cap.
    const exact = await list('staff', `scope=all&state=registered&sessionId=${source.sessionId}&pageSize=1`);
    expect(exact.totalCapped).toBe(false);
    expect(exact.total).toBeGreaterThan(PROPOSAL_COUNT_CAP);
    expect((await counts('staff', `scope=all&sessionId=${source.sessionId}`)).counts.registered).toBe(
      exact.total,
    );
    // Nobody else sees those rows: a member's list stays exact and small.
    expect(await list('alice', 'scope=all&kind=collective')).toMatchObject({ total: 0, totalCapped: false });
    await db.deleteFrom('proposals').where('kind', '=', 'collective').execute();
    await expectKeptCountsExact();
    // 10,001 rows through the triggers (grams, counts): minutes on a machine this busy.
  }, 300_000);
});
