import type { ProposalDetail, ProposalList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, workflowFixture } from '../../test/workflow';
import { exportedSheet } from '../../test/xlsx';
import type { SortCursor } from '../../db/keyset';
import { proposalExportBatch } from './export-repository';

/** Issue 30 §3: the proposal lists exported (same filter, sort and visibility as the list) and the 提案目录. */
const f = workflowFixture();
const { ok, call } = f;

async function sheetOf(who: string, url: string, language = 'zh-CN') {
  return exportedSheet(await call(who, 'GET', url, undefined, { 'accept-language': language }));
}

async function proposal(who: string, title: string, categoryCode: string, register: boolean) {
  const created = await ok<ProposalDetail>(who, 'POST', '/api/proposals', {
    ...CONTENT,
    title,
    categoryCode,
  });
  const submitted = await ok<ProposalDetail>(who, 'POST', `/api/proposals/${created.id}/transitions`, {
    action: 'submit',
    version: created.version,
  });
  if (!register) return submitted;
  return ok<ProposalDetail>('staff', 'POST', `/api/proposals/${created.id}/transitions`, {
    action: 'register',
    version: submitted.version,
  });
}

let sessionId = '';
beforeAll(async () => {
  await f.setup([['bob', ['members']]]);
  await proposal('alice', '关于发展夜间经济的建议', 'economy', true);
  await proposal('bob', '关于社区养老服务的建议', 'society', true);
  await proposal('alice', '关于优化营商环境的建议', 'economy', true);
  await proposal('bob', '关于未立案事项的建议', 'society', false);
  const joint = await f.assigned(
    { handlingMode: 'joint', leadUnitIds: [f.unit('A')], coUnitIds: [f.unit('B')] },
    '关于老旧小区改造的建议',
  );
  sessionId = joint.sessionId;
}, 120_000);
afterAll(() => f.close());

describe('proposal list export', () => {
  it("writes the list's rows for the same filter and sort, all pages, in the chosen columns", async () => {
    const filter = 'state=registered,assigned&sort=number&order=asc';
    const list = await ok<ProposalList>('staff', 'GET', `/api/proposals?${filter}&pageSize=2`);
    expect(list.total).toBe(4);
    const all = await ok<ProposalList>('staff', 'GET', `/api/proposals?${filter}&pageSize=100`);
    const { rows, disposition, name } = await sheetOf(
      'staff',
      `/api/proposals/export.xlsx?${filter}&columns=title,number,state`,
    );
    expect(name).toBe('全部提案');
    expect(disposition).toContain(encodeURIComponent('全部提案-'));
    expect(rows[0]).toEqual(['案由', '提案号', '状态']);
    expect(rows.slice(1)).toEqual(
      all.items.map((item) => [item.title, item.number, item.state === 'assigned' ? '已交办' : '已立案']),
    );
    const audit = await ok<{ items: { action: string; after: Record<string, unknown> }[] }>(
      'admin',
      'GET',
      '/api/admin/audit-log?action=download.export',
    );
    expect(audit.items[0]?.after).toMatchObject({
      list: 'proposals.staff',
      columns: ['title', 'number', 'state'],
    });
  });

  it('uses the default columns in English and the list route’s text search', async () => {
    const { rows } = await sheetOf('staff', '/api/proposals/export.xlsx?q=营商', 'en');
    expect(rows[0]).toEqual([
      'No.',
      'Title',
      'Proposer',
      'Category',
      'Kind',
      'State',
      'Submitted',
      'Updated',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['关于优化营商环境的建议']);
    expect(rows[1]?.[3]).toBe('Economic development');
  });

  it('walks every sort in both directions across batches exactly as the list orders', async () => {
    const db = f.context().db;
    // Staff see the same proposals whoever they are (no drafts of their own here).
    const caller = { id: 'any-staff', roles: ['staff' as const], unitId: null };
    for (const sort of ['number', 'submittedAt', 'title', 'updatedAt'] as const)
      for (const order of ['asc', 'desc'] as const) {
        const list = await ok<ProposalList>(
          'staff',
          'GET',
          `/api/proposals?sort=${sort}&order=${order}&pageSize=100`,
        );
        const walked: string[] = [];
        let after: SortCursor | undefined;
        for (;;) {
          const query = { scope: 'all' as const, sort, order };
          const batch = await proposalExportBatch(db.kysely, db.dialect, caller, query, after, 2);
          walked.push(...batch.rows.map((row) => row.id));
          if (!batch.cursor || batch.rows.length < 2) break;
          after = batch.cursor;
        }
        expect(walked, `${sort} ${order}`).toEqual(list.items.map((item) => item.id));
      }
  });

  it('gives a member only the proposals their own list shows', async () => {
    const mine = await ok<ProposalList>('bob', 'GET', '/api/proposals?scope=mine&pageSize=100');
    const { rows } = await sheetOf(
      'bob',
      '/api/proposals/export.xlsx?scope=mine&list=proposals.member&columns=title,proposer',
    );
    expect(rows[0]).toEqual(['案由', '领衔人']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(mine.items.map((item) => item.title).sort());
    expect(rows.slice(1).every((row) => row[1] === '测试bob')).toBe(true);
    const everything = await sheetOf('bob', '/api/proposals/export.xlsx?scope=all&columns=title');
    expect(everything.rows.slice(1).map((row) => row[0])).not.toContain('关于发展夜间经济的建议');
    expect((await call('user', 'GET', '/api/proposals/export.xlsx')).statusCode).toBe(200);
  });

  it('answers 400 naming an unknown column', async () => {
    const response = await call('staff', 'GET', '/api/proposals/export.xlsx?columns=title,colour');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('colour');
  });
});

describe('提案目录', () => {
  it("lists the session's registered proposals by category then number, with units, under a title row", async () => {
    const { rows } = await sheetOf('staff', `/api/proposals/catalogue.xlsx?sessionId=${sessionId}`);
    // One title merged across the six columns (a reader repeats it in each merged cell).
    expect(rows[0]).toEqual(Array(6).fill('市政协十五届三次会议提案目录'));
    expect(rows[1]).toEqual(['案号', '案由', '提案人', '主办单位', '协办单位', '类别']);
    const body = rows.slice(2);
    expect(body.map((row) => [row[1], row[5]])).toEqual([
      ['关于发展夜间经济的建议', '经济建设'],
      ['关于优化营商环境的建议', '经济建设'],
      ['关于社区养老服务的建议', '社会建设'],
      ['关于老旧小区改造的建议', '社会建设'],
    ]);
    expect(body.map((row) => row[0])).toEqual([1, 3, 2, 4]);
    expect(body[3]?.slice(2, 5)).toEqual(['测试alice', '市发展和改革委员会', '市住房和城乡建设局']);
    expect(
      (await call('alice', 'GET', `/api/proposals/catalogue.xlsx?sessionId=${sessionId}`)).statusCode,
    ).toBe(403);
    expect((await call('staff', 'GET', '/api/proposals/catalogue.xlsx?sessionId=nope')).statusCode).toBe(404);
    expect((await call('staff', 'GET', '/api/proposals/catalogue.xlsx')).statusCode).toBe(400);
  });
});
