import { proposalListQuerySchema } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { proposalsService } from '../proposals/service';
import { topicsService } from './service';

describe('topic guide demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  it('publishes a guide with answered topics and related clues, a paper proposal and a paper evaluation', async () => {
    const staff = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@cppcc.demo')
      .executeTakeFirstOrThrow();
    const caller = { id: staff.id, roles: ['staff' as const], unitId: null };
    const topics = topicsService(t.db.kysely);
    const guide = await topics.list(caller);
    expect(guide.items).toHaveLength(6);
    expect(guide.items.filter((topic) => topic.state === 'published')).toHaveLength(5);
    // Three topics name related clues of the library; members see the published topics' clues.
    const linked = guide.items.filter((topic) => topic.clues.length > 0);
    expect(linked.map((topic) => [topic.state, topic.clues.length])).toEqual([
      ['published', 2],
      ['published', 1],
      ['draft', 1],
    ]);
    const member = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@cppcc.demo')
      .executeTakeFirstOrThrow();
    const seen = await topics.list({ id: member.id, roles: ['members'], unitId: null });
    expect(seen.items.flatMap((topic) => topic.clues.map((clue) => clue.title))).toEqual([
      '老旧小区加装电梯协调难',
      '城东菜市场周边早高峰拥堵',
      '社区托育机构太少',
    ]);
    const stats = await topics.statistics();
    expect(stats.items.reduce((sum, item) => sum + item.received, 0)).toBe(4);
    expect(stats.items.reduce((sum, item) => sum + item.drafts, 0)).toBe(1);

    const proposals = proposalsService(t.db.kysely, { dialect: t.db.dialect });
    const found = await proposals.list(caller, proposalListQuerySchema.parse({ q: '农村留守老人' }));
    const paper = await proposals.detail(found.items[0]?.id ?? '', caller);
    expect(paper).toMatchObject({ state: 'submitted', paperNumber: 'ZZ-2026-001' });
    expect(paper.events.at(-1)).toMatchObject({ action: 'enter_paper', actor: { id: staff.id } });
    const evaluated = await t.db.kysely
      .selectFrom('proposalEvents')
      .select(['actorId', 'action'])
      .where('paperNumber', '=', 'PJ-2026-001')
      .execute();
    expect(evaluated).toEqual([{ actorId: staff.id, action: 'evaluate' }]);
  });
});
