import { demoAccount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { suggestionsService } from './service';

/** The demo history behind the suggestions (seed/suggestion-history.ts) and what it makes of it. */
describe('suggestions demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  const staff = async () => {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccount('staff').email)
      .executeTakeFirstOrThrow();
    return { id: row.id, roles: ['staff' as const], unitId: null };
  };

  it('writes 十五届一次会议: recurring topics answered, evaluated, one adjusted away', async () => {
    const k = t.db.kysely;
    const session = await k
      .selectFrom('sessions')
      .select('id')
      .where('name', '=', '十五届一次会议')
      .executeTakeFirstOrThrow();
    const proposals = await k
      .selectFrom('proposals')
      .select(['id', 'state', 'assignedAt'])
      .where('sessionId', '=', session.id)
      .execute();
    expect(proposals).toHaveLength(30);
    expect(proposals.every((row) => row.assignedAt !== null)).toBe(true);
    expect(proposals.filter((row) => row.state === 'closed').length).toBe(29);
    const adjusted = await k
      .selectFrom('tasks')
      .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
      .select('tasks.id')
      .where('proposals.sessionId', '=', session.id)
      .where('tasks.state', '=', 'cancelled')
      .where('tasks.adjustmentReason', 'is not', null)
      .execute();
    expect(adjusted).toHaveLength(1);
  });

  it('suggests units with reasons for the registered proposals waiting to be assigned', async () => {
    const waiting = await t.db.kysely
      .selectFrom('proposals')
      .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
      .select('proposals.id')
      .where('sessions.isCurrent', '=', 1)
      .where('proposals.state', '=', 'registered')
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    const service = suggestionsService(t.db.kysely, t.db.dialect);
    const caller = await staff();
    let suggested = 0;
    for (const proposal of waiting) {
      const items = await service.units(proposal.id, caller, 'zh-CN');
      if (items.length > 0) suggested++;
      for (const item of items) expect(item.reason).toMatch(/^(提案人建议；)?(办理过\d+件相似提案；)?/);
    }
    expect(suggested).toBeGreaterThan(0);
    const report = await service.replay({ ...caller, roles: ['admin'] }, 200);
    const history = report.sessions.find((session) => session.name === '十五届一次会议');
    expect(history).toMatchObject({ total: 30, replayed: 30 });
    expect(history?.top1).toBeGreaterThan(0);
  });

  // Issue 34: a rural homestay proposal was once given 教育局/人社局/交通局/总工会.
  it('suggests the units whose field it is for the rural homestay (乡村民宿) proposal', async () => {
    const homestay = await t.db.kysely
      .selectFrom('proposals')
      .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
      .select('proposals.id')
      .where('sessions.isCurrent', '=', 1)
      .where('proposals.title', '=', '关于支持乡村民宿规范健康发展的建议')
      .executeTakeFirstOrThrow();
    const items = await suggestionsService(t.db.kysely, t.db.dialect).units(
      homestay.id,
      await staff(),
      'zh-CN',
    );
    expect(items[0]).toMatchObject({ name: '市文化广电和旅游局', source: 'similar', count: 2 });
    expect(items[0]?.reason).toMatch(/办理过2件相似提案/);
    const fitting = new Set(['市文化广电和旅游局', '市农业农村局', '市住房和城乡建设局', '市生态环境局']);
    for (const item of items) expect(fitting, item.name).toContain(item.name);
  });
});
