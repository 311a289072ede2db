import { proposalListQuerySchema, type ProposalList } from '@cppcc/contracts';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { recording } from '../../db/recording';
import { CONTENT, useProposalApi } from '../../test/proposal-api';
import { listProposals } from './list-repository';

/**
 * Keyset paging of GET /api/proposals (issue 33): `after=<nextCursor>` walks the same rows in the same order
 * as page numbers, whatever the sort, with the same total; on the dialect of TEST_DIALECT.
 */
const { context, ids, call, ok, draft, act, submitted } = useProposalApi();

/** Every page of a list by page number, and by cursor, as lists of ids. */
async function walk(who: string, query: string, pageSize: number) {
  const byNumber: string[] = [];
  const totals = new Set<string>();
  for (let page = 1; ; page++) {
    const list = await ok<ProposalList>(
      who,
      'GET',
      `/api/proposals?${query}&pageSize=${pageSize}&page=${page}`,
    );
    totals.add(`${list.total}/${String(list.totalCapped)}`);
    byNumber.push(...list.items.map((item) => item.id));
    if (list.items.length < pageSize) break;
  }
  const byCursor: string[] = [];
  let after: string | null = null;
  for (let page = 1; page === 1 || after !== null; page++) {
    const cursor: string = after === null ? '' : `&after=${after}`;
    const list: ProposalList = await ok<ProposalList>(
      who,
      'GET',
      `/api/proposals?${query}&pageSize=${pageSize}&page=${page}${cursor}`,
    );
    totals.add(`${list.total}/${String(list.totalCapped)}`);
    byCursor.push(...list.items.map((item) => item.id));
    expect(list.nextCursor === null).toBe(list.items.length < pageSize);
    after = list.nextCursor;
  }
  return { byNumber, byCursor, totals: [...totals] };
}

describe('keyset paging', () => {
  beforeAll(async () => {
    // Registered (numbered), submitted (no number), returned and drafts, with titles that tie on purpose.
    const sameTitle = async (who: string) =>
      (await act(who, await draft(who, { ...CONTENT, title: '关于同名的建议' }), { action: 'submit' })).json<{
        id: string;
        version: number;
      }>();
    for (const who of ['alice', 'bob', 'carol']) {
      await act('staff', await submitted(who), { action: 'register' });
      await act('staff', await sameTitle(who), { action: 'register' });
      await sameTitle(who);
      await draft(who);
    }
    await act('staff', await submitted('bob'), { action: 'return', comment: '请补充' });
  });

  it.each([
    ['scope=all', 'staff', 2],
    ['scope=all&sort=number&order=asc', 'staff', 2],
    ['scope=all&sort=number&order=desc', 'staff', 3],
    ['scope=all&state=registered&sort=number&order=asc', 'staff', 2],
    ['scope=all&state=registered&sort=number&order=desc', 'staff', 2],
    ['scope=all&state=submitted,registered&sort=submittedAt&order=asc', 'staff', 2],
    ['scope=all&sort=submittedAt&order=desc', 'staff', 2],
    ['scope=all&sort=title&order=asc', 'staff', 2],
    [`scope=all&q=${encodeURIComponent('同名')}&sort=title`, 'staff', 1],
    [`scope=all&q=${encodeURIComponent('老旧小区改造')}`, 'staff', 2],
    ['scope=mine', 'alice', 2],
    ['scope=mine&sort=submittedAt&order=asc', 'bob', 1],
  ])('walks %s as %s the same by cursor as by page number', async (query, who, pageSize) => {
    const { byNumber, byCursor, totals } = await walk(who, query, pageSize);
    expect(byNumber.length).toBeGreaterThan(pageSize);
    expect(new Set(byNumber).size).toBe(byNumber.length);
    expect(byCursor).toEqual(byNumber);
    expect(totals).toEqual([`${byNumber.length}/false`]);
  });

  it('answers the total on a page past the end, and none there', async () => {
    const first = await ok<ProposalList>('staff', 'GET', '/api/proposals?scope=all&pageSize=1');
    const past = await ok<ProposalList>('staff', 'GET', '/api/proposals?scope=all&pageSize=1&page=1000');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(past.nextCursor).toBeNull();
    const none = await ok<ProposalList>('staff', 'GET', `/api/proposals?q=${encodeURIComponent('无此词语')}`);
    expect([none.total, none.items.length, none.nextCursor]).toEqual([0, 0, null]);
  });

  it('counts a staff search without the drafts and co-sign rounds that match it', async () => {
    const text = { ...CONTENT, title: '关于鸳鸯锅餐饮的建议' };
    await draft('alice', text);
    const cosigning = await draft('carol', text);
    await act('carol', cosigning, { action: 'invite', inviteeIds: [ids.get('bob')] });
    const open = (await act('bob', await draft('bob', text), { action: 'submit' })).json<{ id: string }>();
    for (const term of ['鸳', '鸳鸯', '鸳鸯锅']) {
      const q = encodeURIComponent(term);
      const staff = await ok<ProposalList>('staff', 'GET', `/api/proposals?q=${q}`);
      expect([staff.total, staff.items.map((item) => item.id)]).toEqual([1, [open.id]]);
      expect((await ok<ProposalList>('alice', 'GET', `/api/proposals?scope=mine&q=${q}`)).total).toBe(1);
    }
  });

  it('refuses a cursor it did not give or one of another sort', async () => {
    const byTitle = await ok<ProposalList>('staff', 'GET', '/api/proposals?scope=all&sort=title&pageSize=1');
    expect(byTitle.nextCursor).not.toBeNull();
    const other = await call(
      'staff',
      'GET',
      `/api/proposals?scope=all&sort=number&after=${byTitle.nextCursor}`,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json<{ error: { fields?: Record<string, string> } }>().error.fields).toHaveProperty('after');
    for (const bad of ['bm90IGpzb24', 'W10', 'a%2Bb'])
      expect((await call('staff', 'GET', `/api/proposals?after=${bad}`)).statusCode).toBe(400);
  });

  it('starts a page by a column its states guarantee past the proposals without one', async () => {
    // The page's own statement, recorded as it runs, then explained: the index's range (SQLite) or the
    // plan's conditions (PostgreSQL) leave the unnumbered proposals out.
    const { db } = context();
    const { kysely, queries: recorded } = recording(db);
    const { sessionId } = await db.kysely
      .selectFrom('proposals')
      .select('sessionId')
      .where('state', '=', 'registered')
      .executeTakeFirstOrThrow();
    const query = proposalListQuerySchema.parse({
      scope: 'all',
      sessionId,
      state: 'registered,closed',
      sort: 'number',
    });
    const caller = { id: ids.get('staff') ?? '', roles: ['staff' as const], unitId: null };
    expect((await listProposals(kysely, db.dialect, caller, query, undefined)).total).toBe(6);
    const [page] = recorded;
    if (!page) throw new Error('no statement recorded');
    const explain = db.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await db.kysely.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + page.sql, [...page.parameters]),
    );
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toMatch(db.dialect === 'sqlite' ? /\(session_id=\? AND number>\?\)/ : /number IS NOT NULL/);
  });
});
