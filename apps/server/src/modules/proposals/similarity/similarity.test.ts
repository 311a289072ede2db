import type { MergeSuggestions, ProposalDetail, SimilarResult, WorkflowSettings } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../../test/workflow';
import { decodeFingerprint, fingerprintOf, fingerprintText } from './fingerprint';

/** 查重 (issue 27 §3): what the editor's check and the review's 并案 candidates show, and to whom. */
describe('similarity', () => {
  const w = workflowFixture();
  beforeAll(() => w.setup([['bob', ['members']]]), 60_000);
  afterAll(() => w.close());

  const PRIVATE_TEXT = {
    title: '关于湿地公园候鸟栖息地保护的建议',
    analysis:
      '城西湿地公园每年冬季迎来大量候鸟，但游客增多、夜间灯光和无人机航拍干扰候鸟栖息，部分滩涂被改作停车场。',
    suggestions:
      '划定候鸟栖息核心区并实行季节性封闭；限制夜间景观照明；禁止在核心区放飞无人机；恢复被占用的滩涂。',
  };
  const similar = (who: string, body: object) =>
    w.ok<SimilarResult>(who, 'POST', '/api/proposals/similar', body);
  const ids = (result: SimilarResult) => result.items.map((item) => item.id);

  it('finds a published proposal with its units and reply for any member, with the shared passages', async () => {
    const published = await w.replied('A');
    const detail = await w.ok<ProposalDetail>('alice', 'GET', `/api/proposals/${published.id}`);
    const result = await similar('bob', {
      title: detail.title,
      analysis: `${detail.analysis}另外，小区绿化也亟待提升。`,
      suggestions: detail.suggestions,
    });
    const item = result.items.find((candidate) => candidate.id === published.id);
    expect(item).toBeDefined();
    expect(item?.source).toBe('published');
    expect(item?.overlap).toBeGreaterThanOrEqual(80);
    expect(item?.unitNames).toEqual(['市发展和改革委员会']);
    expect(item?.reply).toEqual({ resultClass: 'B', summary: '经研究，我委已将老旧小区改造纳入年度计划。' });
    expect(item?.excerpt.some((segment) => segment.shared && segment.text.length >= 4)).toBe(true);
    expect(result.items[0]?.overlap).toBeGreaterThanOrEqual(item?.overlap ?? 0);
  });

  it('names the units of a jointly handled proposal, the lead unit first and then the others by name', async () => {
    // A title no other proposal here has: this one is the closest to its own text.
    const joint = await w.assigned(
      { handlingMode: 'joint', leadUnitIds: [w.unit('C')], coUnitIds: [w.unit('A'), w.unit('B')] },
      '关于设立社区共享工具屋与邻里维修角的建议',
    );
    const result = await similar('staff', {
      title: joint.title,
      analysis: joint.analysis,
      suggestions: joint.suggestions,
    });
    const item = result.items.find((candidate) => candidate.id === joint.id);
    // Byte order of the names (SQLite's binary collation, PostgreSQL's C.UTF-8 here) is code point order.
    const others = ['市发展和改革委员会', '市住房和城乡建设局'].sort();
    expect(item?.unitNames).toEqual(['市财政局', ...others]);
  });

  it("never shows a member another member's unpublished proposal; its signer and staff see it", async () => {
    const created = await w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
      ...PRIVATE_TEXT,
      categoryCode: 'ecology',
    });
    const submitted = await w.ok<ProposalDetail>(
      'alice',
      'POST',
      `/api/proposals/${created.id}/transitions`,
      {
        action: 'submit',
        version: created.version,
      },
    );
    const asBob = await similar('bob', PRIVATE_TEXT);
    expect(ids(asBob)).not.toContain(created.id);
    expect(JSON.stringify(asBob)).not.toContain('候鸟');
    const asAlice = await similar('alice', PRIVATE_TEXT);
    expect(asAlice.items.find((item) => item.id === created.id)?.source).toBe('own');
    const asStaff = await similar('staff', PRIVATE_TEXT);
    const forStaff = asStaff.items.find((item) => item.id === submitted.id);
    expect(forStaff?.source).toBe('committee');
    expect(forStaff?.overlap).toBe(100);
  });

  it('lists neither the draft being edited nor other drafts of its session; staff never see drafts', async () => {
    const text = {
      title: '关于社区食堂助餐服务覆盖独居老人的建议',
      analysis: '独居老人做饭难、吃饭贵，社区食堂布点少且多数不提供送餐上门。',
      suggestions: '按步行十五分钟布点社区食堂；对独居高龄老人送餐上门；给予运营补贴。',
    };
    const first = await w.ok<ProposalDetail>('bob', 'POST', '/api/proposals', {
      ...text,
      categoryCode: 'society',
    });
    const second = await w.ok<ProposalDetail>('bob', 'POST', '/api/proposals', {
      ...text,
      categoryCode: 'society',
    });
    const editing = await similar('bob', { ...text, excludeId: first.id });
    expect(ids(editing)).not.toContain(first.id);
    expect(ids(editing)).not.toContain(second.id);
    expect(ids(await similar('staff', text))).not.toContain(first.id);
  });

  it('answers 400 naming the field for a title over the limit', async () => {
    const response = await w.call('bob', 'POST', '/api/proposals/similar', { title: '长'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields?: Record<string, string> } }>().error.fields).toHaveProperty(
      'title',
    );
  });

  it('offers staff same-session 并案 candidates above the setting, and merges one', async () => {
    const text = {
      title: '关于规范电动自行车集中充电设施建设的建议',
      analysis: '居民楼道内为电动自行车充电引发的火灾时有发生，小区集中充电桩数量不足、收费偏高。',
      suggestions: '将集中充电设施纳入老旧小区改造；对充电运营给予电价优惠；加强楼道充电巡查。',
      categoryCode: 'society',
    };
    const submit = async (who: string, body: object) => {
      const created = await w.ok<ProposalDetail>(who, 'POST', '/api/proposals', body);
      return w.ok<ProposalDetail>(who, 'POST', `/api/proposals/${created.id}/transitions`, {
        action: 'submit',
        version: created.version,
      });
    };
    const master = await submit('alice', text);
    const duplicate = await submit('bob', {
      ...text,
      analysis: text.analysis.replace('收费偏高', '收费标准不一'),
      suggestions: `${text.suggestions}建议市消防部门牵头。`,
    });
    const url = `/api/proposals/${duplicate.id}/merge-suggestions`;
    expect((await w.call('bob', 'GET', url)).statusCode).toBe(403);
    const suggestions = await w.ok<MergeSuggestions>('staff', 'GET', url);
    expect(suggestions.threshold).toBe(60);
    const candidate = suggestions.items.find((item) => item.id === master.id);
    expect(candidate?.overlap).toBeGreaterThanOrEqual(60);
    expect(candidate?.analysis).toBe(text.analysis);

    // A stricter setting leaves the lightly edited copy out.
    const settings = await w.ok<WorkflowSettings>('admin', 'GET', '/api/workflow-settings');
    await w.ok('admin', 'PUT', '/api/admin/workflow-settings', { ...settings, mergeSuggestPercent: 100 });
    const strict = await w.ok<MergeSuggestions>('staff', 'GET', url);
    expect(strict.threshold).toBe(100);
    expect(strict.items.map((item) => item.id)).not.toContain(master.id);
    await w.ok('admin', 'PUT', '/api/admin/workflow-settings', { ...settings, mergeSuggestPercent: 60 });

    const merged = await w.ok<ProposalDetail>('staff', 'POST', `/api/proposals/${duplicate.id}/transitions`, {
      action: 'merge',
      version: duplicate.version,
      masterId: candidate?.id,
    });
    expect(merged.state).toBe('merged');
    expect((await w.ok<MergeSuggestions>('staff', 'GET', url)).items).toEqual([]);
  });

  it("keeps each proposal's stored fingerprint in step with its text, as the draft's is computed", async () => {
    const db = w.context().db.kysely;
    const stored = async (id: string) => {
      const row = await db
        .selectFrom('proposalFingerprints')
        .select('grams')
        .where('proposalId', '=', id)
        .executeTakeFirstOrThrow();
      return [...decodeFingerprint(row.grams)];
    };
    const expected = (text: { title: string; analysis: string; suggestions: string }) => [
      ...fingerprintOf(fingerprintText(text.title, text.analysis, text.suggestions)),
    ];
    // Boilerplate bigrams, upper-case Latin, digits, full-width letters and punctuation: what PostgreSQL's
    // function (0032) must read exactly as fingerprint.ts does.
    const text = {
      title: '关于推进ABC智慧停车2026的建议',
      analysis: '一是加强管理，二是完善设施；Ｐ＋Ｒ换乘“停车难”问题突出。',
      suggestions: 'Park & Ride 试点：近年来…',
    };
    const created = await w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
      ...text,
      categoryCode: 'society',
    });
    expect(await stored(created.id)).toEqual(expected(text));
    const boilerplate = ('建'.codePointAt(0)! << 16) | '议'.codePointAt(0)! | 0;
    expect(await stored(created.id)).not.toContain(boilerplate);

    const changed = { ...text, analysis: '夜间路边停车位共享不足。' };
    await w.ok('alice', 'PATCH', `/api/proposals/${created.id}`, {
      version: created.version,
      analysis: changed.analysis,
    });
    expect(await stored(created.id)).toEqual(expected(changed));
    const rows = await db
      .selectFrom('proposalFingerprints')
      .select('proposalId')
      .where('proposalId', '=', created.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
