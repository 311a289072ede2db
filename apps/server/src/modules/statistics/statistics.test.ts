import { demoAccount, type Statistics } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/** The statistics (issue 7) against a hand count of the seeded demo data, row by row in JavaScript. */
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ seeded: true });
  await ctx.app.ready();
  token = (await ctx.app.authService.signIn(demoAccount('staff').email, 'Cppcc@2026')).access_token;
}, 180_000);
afterAll(() => ctx.close());

async function statistics(sessionId?: string): Promise<Statistics> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/statistics${sessionId ? `?sessionId=${sessionId}` : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Statistics>();
}

describe('statistics', () => {
  it('matches a hand count of every session', async () => {
    const db = ctx.db.kysely;
    for (const session of await db.selectFrom('sessions').select(['id', 'name']).execute()) {
      const figures = await statistics(session.id);
      const proposals = await db
        .selectFrom('proposals')
        .selectAll()
        .where('sessionId', '=', session.id)
        .execute();
      const inState = (...states: string[]) => proposals.filter((row) => states.includes(row.state));
      const registered = inState('registered', 'assigned', 'handling', 'replied', 'rehandling', 'closed');
      expect(figures.session.name).toBe(session.name);
      expect(figures.proposals.registered).toBe(registered.length);
      expect(figures.proposals.notRegistered).toBe(inState('not_registered').length);
      expect(figures.proposals.merged).toBe(inState('merged').length);
      expect(figures.proposals.pending).toBe(inState('submitted').length);
      expect(figures.proposals.converted.opinion).toBe(
        inState('not_registered').filter((row) => row.disposition === 'opinion').length,
      );
      const categories = new Map<string, number>();
      for (const row of registered)
        categories.set(row.categoryCode ?? '', (categories.get(row.categoryCode ?? '') ?? 0) + 1);
      expect(Object.fromEntries(figures.byCategory.map((item) => [item.code, item.count]))).toEqual(
        Object.fromEntries(categories),
      );
      const tasks = await db
        .selectFrom('tasks')
        .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
        .select(['tasks.unitId', 'tasks.state', 'tasks.signedAt'])
        .where('proposals.sessionId', '=', session.id)
        .where('tasks.state', '!=', 'cancelled')
        .execute();
      for (const unit of figures.units) {
        const mine = tasks.filter((task) => task.unitId === unit.unit.id);
        expect([unit.unit.name, unit.assigned, unit.signed, unit.replied]).toEqual([
          unit.unit.name,
          mine.length,
          mine.filter((task) => task.signedAt !== null).length,
          mine.filter((task) => task.state === 'replied' || task.state === 'opinion_sent').length,
        ]);
      }
      expect(figures.units.reduce((sum, unit) => sum + unit.assigned, 0)).toBe(tasks.length);
    }
  });

  it('fills the previous session with handling figures and defaults to the current session', async () => {
    const previous = await ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('isCurrent', '=', 0)
      .executeTakeFirstOrThrow();
    const figures = await statistics(previous.id);
    expect(figures.proposals.replied).toBeGreaterThan(0);
    expect(figures.replyClasses.reduce((sum, item) => sum + item.count, 0)).toBeGreaterThan(0);
    const fgw = figures.units.find((unit) => unit.unit.name === '市发展和改革委员会');
    expect(fgw?.onTimeRate).toBe(1);
    expect((await statistics()).session.name).toBe('十五届三次会议');
  });

  it('is for staff only', async () => {
    const member = (await ctx.app.authService.signIn(demoAccount('member').email, 'Cppcc@2026')).access_token;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/statistics', headers: bearer(member) });
    expect(response.statusCode).toBe(403);
  });
});
