import { type ProposalDetail, type ProposalList } from '@cppcc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, useProposalApi } from '../../test/proposal-api';
import { SEARCH_WALK_FACTOR } from './list-repository';

/** Who sees which proposals, and the lists' counts, filters, search and paging (issue 5), on the dialect of TEST_DIALECT. */
const { ids, call, ok, draft, act, submitted } = useProposalApi();

describe('visibility', () => {
  let aliceDraft: ProposalDetail;
  let aliceSubmitted: ProposalDetail;
  let bobCosign: ProposalDetail;
  beforeAll(async () => {
    aliceDraft = await draft('alice', { ...CONTENT, title: '可见性草稿' });
    aliceSubmitted = await submitted('alice');
    bobCosign = await draft('bob', { ...CONTENT, title: '可见性联名' });
    bobCosign = (await act('bob', bobCosign, { action: 'invite', inviteeIds: [ids.get('carol')] })).json();
    // For the filters, sorting, paging and similar proposals: registered (numbered) and returned ones.
    for (const who of ['alice', 'bob', 'carol']) {
      const registered = await act('staff', await submitted(who), { action: 'register' });
      expect(registered.statusCode).toBe(200);
    }
    const returned = await act('staff', await submitted('bob'), { action: 'return', comment: '请补充' });
    expect(returned.statusCode).toBe(200);
  });

  it('shows members only the proposals they sign, in lists and by id', async () => {
    const bob = await ok<ProposalList>('bob', 'GET', '/api/proposals?pageSize=100');
    expect(bob.items.every((item) => item.firstProposer.id === ids.get('bob') || item.signerCount >= 1)).toBe(
      true,
    );
    expect(bob.items.map((i) => i.id)).not.toContain(aliceDraft.id);
    expect(bob.items.map((i) => i.id)).not.toContain(aliceSubmitted.id);
    expect(bob.items.map((i) => i.id)).toContain(bobCosign.id);
    const carol = await ok<ProposalList>('carol', 'GET', '/api/proposals?scope=mine&pageSize=100');
    expect(carol.items.map((i) => i.id)).toContain(bobCosign.id);
    expect((await call('bob', 'GET', `/api/proposals/${aliceSubmitted.id}`)).statusCode).toBe(404);
    expect((await call('carol', 'GET', `/api/proposals/${bobCosign.id}`)).statusCode).toBe(200);
  });

  it('shows staff and admin everything but other people’s drafts and co-sign rounds', async () => {
    for (const who of ['staff', 'admin']) {
      const list = await ok<ProposalList>(who, 'GET', '/api/proposals?pageSize=100');
      const listed = list.items.map((i) => i.id);
      expect(listed).toContain(aliceSubmitted.id);
      expect(listed).not.toContain(aliceDraft.id);
      expect(listed).not.toContain(bobCosign.id);
      expect(list.items.every((i) => i.state !== 'draft' && i.state !== 'cosigning')).toBe(true);
      expect((await call(who, 'GET', `/api/proposals/${aliceDraft.id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/proposals/${aliceSubmitted.id}`)).statusCode).toBe(200);
      const mine = await ok<ProposalList>(who, 'GET', '/api/proposals?scope=mine');
      expect(mine.total).toBe(0);
    }
  });

  it('shows undertakers (no task yet) and plain users nothing', async () => {
    for (const who of ['undertaker', 'user']) {
      expect((await ok<ProposalList>(who, 'GET', '/api/proposals')).total).toBe(0);
      expect((await call(who, 'GET', `/api/proposals/${aliceSubmitted.id}`)).statusCode).toBe(404);
      const counts = await ok<{ total: number }>(who, 'GET', '/api/proposals/counts');
      expect(counts.total).toBe(0);
    }
  });

  it('counts per state within the visible set', async () => {
    const alice = await ok<{ counts: Record<string, number>; total: number }>(
      'alice',
      'GET',
      '/api/proposals/counts',
    );
    const list = await ok<ProposalList>('alice', 'GET', '/api/proposals?pageSize=1');
    expect(alice.total).toBe(list.total);
    expect(alice.counts.draft).toBeGreaterThan(0);
    const staff = await ok<{ counts: Record<string, number> }>('staff', 'GET', '/api/proposals/counts');
    expect(staff.counts.draft).toBe(0);
    expect(staff.counts.cosigning).toBe(0);
  });

  it('filters, searches, sorts and pages', async () => {
    const bySearch = await ok<ProposalList>(
      'staff',
      'GET',
      `/api/proposals?q=${encodeURIComponent('加装电梯')}&pageSize=100`,
    );
    expect(bySearch.total).toBeGreaterThan(0);
    const none = await ok<ProposalList>(
      'staff',
      'GET',
      `/api/proposals?q=${encodeURIComponent('不存在的词语')}`,
    );
    expect(none.total).toBe(0);
    const states = await ok<ProposalList>(
      'staff',
      'GET',
      '/api/proposals?state=submitted,returned&pageSize=100',
    );
    expect(new Set(states.items.map((i) => i.state))).toEqual(new Set(['submitted', 'returned']));
    const byNumber = await ok<ProposalList>(
      'staff',
      'GET',
      '/api/proposals?state=registered&sort=number&order=asc&pageSize=100',
    );
    const numbers = byNumber.items.map((i) => i.number ?? 0);
    expect(numbers).toHaveLength(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const page1 = await ok<ProposalList>('staff', 'GET', '/api/proposals?pageSize=3&page=1');
    const page2 = await ok<ProposalList>('staff', 'GET', '/api/proposals?pageSize=3&page=2');
    expect(page1.items).toHaveLength(3);
    expect(page2.items.length).toBeGreaterThan(0);
    expect(page1.items.map((i) => i.id)).not.toContain(page2.items[0]?.id);
    const byProposer = await ok<ProposalList>(
      'staff',
      'GET',
      `/api/proposals?proposerId=${ids.get('bob') ?? ''}&pageSize=100`,
    );
    expect(byProposer.items.length).toBeGreaterThan(0);
    expect(byProposer.items.every((i) => i.firstProposer.id === ids.get('bob'))).toBe(true);
    expect((await call('staff', 'GET', '/api/proposals?pageSize=101')).statusCode).toBe(400);
    expect((await call('staff', 'GET', '/api/proposals?state=bogus')).statusCode).toBe(400);
  });

  it('finds terms of one and two characters from the gram index and longer ones by substring, kept current as the text changes', async () => {
    const search = async (q: string) =>
      (
        await ok<ProposalList>(
          'alice',
          'GET',
          `/api/proposals?scope=mine&pageSize=100&q=${encodeURIComponent(q)}`,
        )
      ).items.map((item) => item.id);
    const created = await draft('alice', {
      ...CONTENT,
      title: '关于保护鹦鹉栖息地的建议',
      analysis: '涉及Qz区域，栖息鹦。',
    });
    expect(await search('鹦鹉')).toContain(created.id);
    // Longer terms: of Han characters, by LIKE (every pair of 栖息鹦鹉栖 is in the text, the term is not);
    // with a cased letter, case-insensitive by ILIKE.
    expect(await search('栖息鹦')).toContain(created.id);
    expect(await search('鹦鹉栖息地')).toContain(created.id);
    expect(await search('栖息鹦鹉栖')).not.toContain(created.id);
    expect(await search('QZ区域')).toContain(created.id);
    expect(await search('鹉')).toContain(created.id);
    expect(await search('qZ')).toContain(created.id);
    expect(await search('鹉栖')).toContain(created.id);
    expect(await search('鹉鹦')).not.toContain(created.id);
    // Walked (each row of the sort index tested by substring, as a common term's page is): a short term
    // with a cased letter stays caseless, one of Han characters is matched as it is.
    const factors = { ...SEARCH_WALK_FACTOR };
    Object.assign(SEARCH_WALK_FACTOR, { sqlite: 0, postgres: 0 });
    try {
      expect(await search('qZ')).toContain(created.id);
      expect(await search('鹉栖')).toContain(created.id);
      expect(await search('鹉鹦')).not.toContain(created.id);
    } finally {
      Object.assign(SEARCH_WALK_FACTOR, factors);
    }
    await ok('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: created.version,
      title: '关于保护湿地的建议',
    });
    expect(await search('鹦鹉')).not.toContain(created.id);
    expect(await search('湿地')).toContain(created.id);
    // A term across the seams of title, analysis and suggestions, like LIKE over the joined text.
    expect(await search('议 ')).toContain(created.id);
    expect(await search('%')).toEqual([]);
  });

  it('pages a term with many matches in the same order whichever way the page is found', async () => {
    // 60 matches: a page of 1 is found by walking the sort index on SQLite (≥ 50 matches per row asked),
    // a page of 100 by sorting the matches; both must agree.
    for (let i = 0; i < 60; i++) await draft('bob', { ...CONTENT, title: `关于第${i}号萤火虫保护的建议` });
    const list = (page: number, pageSize: number) =>
      ok<ProposalList>(
        'bob',
        'GET',
        `/api/proposals?scope=mine&q=${encodeURIComponent('萤火')}&page=${page}&pageSize=${pageSize}`,
      );
    const all = await list(1, 100);
    expect(all.total).toBe(60);
    const firstPages = await Promise.all([1, 2, 3].map((page) => list(page, 1)));
    expect(firstPages.map((result) => result.items[0]?.id)).toEqual(all.items.slice(0, 3).map((i) => i.id));
    expect(firstPages.every((result) => result.total === 60)).toBe(true);
  });

  it('suggests similar earlier proposals and lists members for pickers', async () => {
    const similar = await ok<{ items: { title: string }[] }>('carol', 'POST', '/api/proposals/similar', {
      title: '关于老旧小区加装电梯的建议',
    });
    expect(similar.items.length).toBeGreaterThan(0);
    expect(similar.items.length).toBeLessThanOrEqual(5);
    expect(similar.items[0]?.title).toContain('老旧小区');
    const members = await ok<{ items: { id: string }[] }>('alice', 'GET', '/api/members');
    expect(members.items.map((m) => m.id)).toEqual(
      expect.arrayContaining([ids.get('bob'), ids.get('carol')]),
    );
    expect(members.items.map((m) => m.id)).not.toContain(ids.get('staff'));
    expect((await call('undertaker', 'GET', '/api/members')).statusCode).toBe(403);
  });
});
