import {
  demoAccount,
  PROPOSAL_STATES,
  TASK_STATES,
  type ProposalList,
  type TaskCounts,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { bearer } from '../test/accounts';

/** The proposal demo data: spread over the workflow's states, numbered, private drafts stay private. */
describe('proposals seeder', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seeded: true });
    await ctx.app.ready();
  }, 120_000);
  afterAll(() => ctx.close());

  const signIn = async (login: string) =>
    (await ctx.app.authService.signIn(login, 'Cppcc@2026')).access_token;

  const tally = (rows: { state: string; n: number | string }[]) =>
    Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
  const proposalStates = async (sessionId?: string) => {
    let query = ctx.db.kysely
      .selectFrom('proposals')
      .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
      .groupBy('state');
    if (sessionId) query = query.where('sessionId', '=', sessionId);
    return tally(await query.execute());
  };
  const taskStates = async () =>
    tally(
      await ctx.db.kysely
        .selectFrom('tasks')
        .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
        .groupBy('state')
        .execute(),
    );

  it('writes three sessions and about 80 proposals in every proposal state', async () => {
    const sessions = await ctx.db.kysely
      .selectFrom('sessions')
      .select(['name', 'isCurrent'])
      .orderBy('year')
      .execute();
    expect(sessions).toEqual([
      // The office's history behind the suggestions (seed/suggestion-history.ts).
      { name: '十五届一次会议', isCurrent: 0 },
      { name: '十五届二次会议', isCurrent: 0 },
      { name: '十五届三次会议', isCurrent: 1 },
    ]);
    const counts = await proposalStates();
    expect(Object.keys(counts).sort()).toEqual([...PROPOSAL_STATES].sort());
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(75);
    expect(counts.submitted).toBeGreaterThanOrEqual(10);
  });

  it('drives tasks into every task state, with evaluations and supervision, through the services', async () => {
    const tasks = await taskStates();
    expect(Object.keys(tasks).sort()).toEqual([...TASK_STATES].sort());
    const evaluations = await ctx.db.kysely.selectFrom('evaluations').select(['result']).execute();
    expect(evaluations.length).toBeGreaterThanOrEqual(10);
    expect(evaluations.some((row) => row.result === 'unsatisfied')).toBe(true);
    const supervisions = await ctx.db.kysely
      .selectFrom('supervisions')
      .innerJoin('proposals', 'proposals.id', 'supervisions.proposalId')
      .select(['supervisions.leaderId', 'proposals.keyLeaderId', 'proposals.isKey'])
      .execute();
    expect(supervisions.length).toBeGreaterThanOrEqual(2);
    for (const row of supervisions) expect(row).toMatchObject({ isKey: 1, leaderId: row.keyLeaderId });
    // 领导督办: the supervising leader is the demo leader, who recorded the activities.
    const leader = await ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccount('leader').email)
      .executeTakeFirstOrThrow();
    expect(supervisions.every((row) => row.leaderId === leader.id)).toBe(true);
    const excellent = await ctx.db.kysely
      .selectFrom('proposals')
      .select('state')
      .where('isExcellent', '=', 1)
      .execute();
    expect(excellent.length).toBeGreaterThanOrEqual(1);
    // Each closed or re-handled proposal got there through its event log, never by a raw update.
    const closing = await ctx.db.kysely
      .selectFrom('proposalEvents')
      .select('action')
      .where('action', 'in', ['close', 'rehandle'])
      .execute();
    const proposals = await proposalStates();
    expect(closing.length).toBe((proposals.closed ?? 0) + (proposals.rehandling ?? 0));
  });

  it('opens on a current session that has assigned, handled, answered and closed proposals', async () => {
    const current = await ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('isCurrent', '=', 1)
      .executeTakeFirstOrThrow();
    const counts = await proposalStates(current.id);
    for (const state of ['registered', 'assigned', 'handling', 'replied', 'rehandling', 'closed'])
      expect(counts[state], state).toBeGreaterThan(0);
  });

  it('asks the demo member to evaluate a reply (their review list and to-do)', async () => {
    const token = await signIn(demoAccount('member').email);
    const todos = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/todo-app/todos?filterHandle=proposal',
        headers: bearer(token),
      })
    ).json<{ proposalId: string | null; title: string }[]>();
    expect(todos.some((todo) => todo.title.startsWith('评价答复'))).toBe(true);
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
    expect(bySession.size).toBe(3);
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
      expect.arrayContaining([
        'draft',
        'cosigning',
        'submitted',
        'returned',
        'withdrawn',
        'replied',
        'closed',
      ]),
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
