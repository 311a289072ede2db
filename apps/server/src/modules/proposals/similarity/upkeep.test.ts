import type { ProposalDetail, SimilarResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowFixture } from '../../../test/workflow';
import type { Caller } from '../../auth/guard';
import { runJobsOnce } from '../../scheduler/jobs';
import { similarityService } from './service';

/** 查重's upkeep (issue 27 §3): the gram index merged by the scheduled jobs; abandoned checks cut short. */
describe('similarity upkeep', () => {
  const w = workflowFixture();
  beforeAll(() => w.setup(), 60_000);
  afterAll(() => w.close());

  const TEXTS = [
    [
      '关于城西湿地候鸟栖息地保护的建议',
      '冬季候鸟增多，夜间灯光和无人机航拍干扰候鸟栖息。',
      '划定核心区季节性封闭。',
    ],
    [
      '关于社区食堂助餐服务覆盖独居老人的建议',
      '独居老人做饭难，社区食堂布点少。',
      '按步行十五分钟布点社区食堂。',
    ],
    [
      '关于规范电动自行车集中充电设施的建议',
      '楼道充电引发火灾，集中充电桩不足。',
      '集中充电纳入老旧小区改造。',
    ],
  ].map(([title, analysis, suggestions]) => ({
    title: title!,
    analysis: analysis!,
    suggestions: suggestions!,
  }));
  const submitted: string[] = [];
  let staff: Caller;

  beforeAll(async () => {
    // Each saved in its own transactions: each adds segments to SQLite's gram index.
    for (const text of TEXTS) {
      const created = await w.ok<ProposalDetail>('alice', 'POST', '/api/proposals', {
        ...text,
        categoryCode: 'society',
      });
      await w.ok('alice', 'POST', `/api/proposals/${created.id}/transitions`, {
        action: 'submit',
        version: created.version,
      });
      submitted.push(created.id);
    }
    const row = await w
      .context()
      .db.kysely.selectFrom('users')
      .select(['id', 'unitId'])
      .where('displayName', '=', '测试staff')
      .executeTakeFirstOrThrow();
    staff = { id: row.id, roles: ['staff'], unitId: row.unitId };
  }, 60_000);

  // Staff have no proposals of their own: everything they are shown came through the gram index.
  const firstFound = async () =>
    Promise.all(
      TEXTS.map(
        async (text) =>
          (await w.ok<SimilarResult>('staff', 'POST', '/api/proposals/similar', text)).items[0]?.id,
      ),
    );

  it('merges the SQLite gram index in a job run, and its probes find the same proposals after', async () => {
    expect(await firstFound()).toEqual(submitted);
    const { app } = w.context();
    const first = await runJobsOnce(app);
    const again = await runJobsOnce(app);
    if (app.db.dialect === 'sqlite') {
      expect(first.gramIndexMerged).toBeGreaterThan(0);
      expect(again.gramIndexMerged).toBe(0);
    } else {
      expect(first.gramIndexMerged).toBe(0);
    }
    expect(await firstFound()).toEqual(submitted);
  });

  it('answers nothing for a check abandoned before it started or while its candidates were looked up', async () => {
    const { db } = w.context();
    const service = similarityService(db.kysely, db.dialect);
    const text = TEXTS[0]!;
    expect((await service.similar(staff, text)).items[0]?.id).toBe(submitted[0]);
    expect(await service.similar(staff, text, AbortSignal.abort())).toEqual({ items: [] });
    const dropped = new AbortController();
    const check = service.similar(staff, text, dropped.signal);
    dropped.abort();
    expect(await check).toEqual({ items: [] });
  });
});
