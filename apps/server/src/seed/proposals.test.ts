import { demoAccount, type ProposalList, type TaskCounts } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '.';
import { createTestContext, type TestContext } from '../test/context';
import { bearer } from '../test/accounts';

/** The proposal demo data: spread over the workflow's states, numbered, private drafts stay private. */
describe('proposals seeder', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoData(ctx.db, undefined, { passwordHashCost: 1024 });
    await ctx.app.ready();
  }, 120_000);
  afterAll(() => ctx.close());

  const signIn = async (login: string) =>
    (await ctx.app.authService.signIn(login, 'Cppcc@2026')).access_token;

  it('writes two sessions and about 80 proposals over every state of issues 5 and 6', async () => {
    const sessions = await ctx.db.kysely
      .selectFrom('sessions')
      .select(['name', 'isCurrent'])
      .orderBy('year')
      .execute();
    expect(sessions).toEqual([
      { name: '十五届二次会议', isCurrent: 0 },
      { name: '十五届三次会议', isCurrent: 1 },
    ]);
    const rows = await ctx.db.kysely
      .selectFrom('proposals')
      .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    const counts = Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
    expect(Object.keys(counts).sort()).toEqual(
      [
        'assigned',
        'handling',
        'replied',
        'cosigning',
        'draft',
        'merged',
        'not_registered',
        'registered',
        'returned',
        'submitted',
        'withdrawn',
      ].sort(),
    );
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(75);
    expect(counts.submitted).toBeGreaterThanOrEqual(10);
  });

  it('numbers registered proposals 1…n per session', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('proposals')
      .select(['sessionId', 'number'])
      .where('number', 'is not', null)
      .orderBy('sessionId')
      .orderBy('number')
      .execute();
    const bySession = new Map<string, number[]>();
    for (const row of rows)
      bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), Number(row.number)]);
    expect(bySession.size).toBe(2);
    for (const numbers of bySession.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('writes a believable history: steps in order, in the session, numbers in registration order', async () => {
    const present = new Date().toISOString();
    const sessions = await ctx.db.kysely
      .selectFrom('sessions')
      .select(['id', 'submissionOpensAt', 'submissionClosesAt'])
      .execute();
    const proposals = await ctx.db.kysely
      .selectFrom('proposals')
      .select(['id', 'sessionId', 'number', 'createdAt', 'submittedAt', 'registeredAt', 'isPlenary'])
      .execute();
    const events = await ctx.db.kysely
      .selectFrom('proposalEvents')
      .select(['proposalId', 'action', 'createdAt'])
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    for (const proposal of proposals) {
      const session = sessions.find((candidate) => candidate.id === proposal.sessionId);
      expect(proposal.createdAt >= (session?.submissionOpensAt ?? '')).toBe(true);
      expect(proposal.createdAt <= present).toBe(true);
      if (proposal.submittedAt) expect(proposal.submittedAt >= proposal.createdAt).toBe(true);
      if (proposal.registeredAt) expect(proposal.registeredAt >= (proposal.submittedAt ?? '')).toBe(true);
      // The first event is the creation; the proposal's own workflow events never go back in time.
      const own = events.filter((event) => event.proposalId === proposal.id);
      expect(own[0]?.action).toBe('create');
      expect(own.map((event) => event.createdAt)).toEqual(own.map((event) => event.createdAt).sort());
    }
    // Seeded steps are spread over months, not written in the same second.
    const created = new Set(proposals.map((proposal) => proposal.createdAt.slice(0, 10)));
    expect(created.size).toBeGreaterThan(20);
    expect(proposals.some((proposal) => proposal.isPlenary === 1)).toBe(true);
    expect(proposals.some((proposal) => proposal.submittedAt && proposal.isPlenary === 0)).toBe(true);
    // Numbers are given in the order of registration.
    for (const session of sessions) {
      const numbered = proposals
        .filter((proposal) => proposal.sessionId === session.id && proposal.number !== null)
        .sort((a, b) => Number(a.number) - Number(b.number));
      const times = numbered.map((proposal) => proposal.registeredAt ?? '');
      expect(times).toEqual([...times].sort());
    }
  });

  it('gives the demo member proposals in several states and a pending co-sign invitation with its to-do', async () => {
    const token = await signIn(demoAccount('member').email);
    const counts = (
      await ctx.app.inject({ method: 'GET', url: '/api/proposals/counts', headers: bearer(token) })
    ).json<{ counts: Record<string, number> }>();
    const states = Object.entries(counts.counts)
      .filter(([, n]) => n > 0)
      .map(([state]) => state);
    expect(states).toEqual(
      expect.arrayContaining(['draft', 'cosigning', 'submitted', 'returned', 'withdrawn', 'registered']),
    );
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/proposals?state=cosigning&pageSize=100',
        headers: bearer(token),
      })
    ).json<ProposalList>();
    const invitations = [];
    for (const item of list.items) {
      const detail = (
        await ctx.app.inject({ method: 'GET', url: `/api/proposals/${item.id}`, headers: bearer(token) })
      ).json<{ myInvitation: { state: string } | null }>();
      if (detail.myInvitation?.state === 'invited') invitations.push(item.id);
    }
    expect(invitations.length).toBeGreaterThanOrEqual(1);
    const todos = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/todo-app/todos?filterHandle=proposal',
        headers: bearer(token),
      })
    ).json<{ proposalId: string | null }[]>();
    expect(todos.map((t) => t.proposalId)).toEqual(expect.arrayContaining(invitations));
  });

  it('fills the staff review queue and keeps drafts out of it', async () => {
    const token = await signIn(demoAccount('staff').email);
    const queue = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/proposals?state=submitted&pageSize=100',
        headers: bearer(token),
      })
    ).json<ProposalList>();
    expect(queue.total).toBeGreaterThanOrEqual(10);
    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/proposals?pageSize=100', headers: bearer(token) })
    ).json<ProposalList>();
    expect(all.items.some((item) => item.state === 'draft' || item.state === 'cosigning')).toBe(false);
    // The search's speed is measured in bench/proposals.ts, not asserted here.
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/proposals?q=${encodeURIComponent('养老')}&sort=number&pageSize=20`,
      headers: bearer(token),
    });
    expect(search.statusCode).toBe(200);
    expect(search.json<ProposalList>().total).toBeGreaterThan(0);
  });

  it('gives the demo unit a task in every list, made by the task services', async () => {
    const token = await signIn(demoAccount('undertaker').email);
    const { counts } = (
      await ctx.app.inject({ method: 'GET', url: '/api/tasks/counts', headers: bearer(token) })
    ).json<TaskCounts>();
    for (const type of ['pending', 'handling', 'countersign', 'replied'] as const)
      expect(counts[type], type).toBeGreaterThan(0);
    const replies = await ctx.db.kysely
      .selectFrom('replies')
      .select(['state', 'documentAttachmentId'])
      .where('state', '=', 'approved')
      .execute();
    expect(replies.length).toBeGreaterThanOrEqual(3);
    expect(replies.every((reply) => reply.documentAttachmentId !== null)).toBe(true);
  });
});
