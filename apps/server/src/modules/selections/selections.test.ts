import {
  messages,
  type ProposalDetail,
  type SelectionDetail,
  type SelectionList,
  type SelectionPeople,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** Selections 评选/遴选 (issue 29 §1, issue 28 §5a) through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, call } = w;

beforeAll(
  () =>
    w.setup([
      ['bob', ['members']],
      ['carol', ['members']],
      ['lee', ['leader']],
    ]),
  120_000,
);
afterAll(() => w.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
let people: SelectionPeople['items'] = [];
const idOf = (name: string) => people.find((person) => person.displayName === `测试${name}`)?.id ?? '';

async function create(body: object): Promise<SelectionDetail> {
  return ok<SelectionDetail>('staff', 'POST', '/api/selections', { title: '2026 年度优秀提案评选', ...body });
}
const nominate = (s: SelectionDetail, body: object) =>
  ok<SelectionDetail>('staff', 'POST', `/api/selections/${s.id}/candidates`, { version: s.version, ...body });
const step = (s: SelectionDetail, path: string) =>
  ok<SelectionDetail>('staff', 'POST', `/api/selections/${s.id}/${path}`, { version: s.version });
const detail = (who: string, s: SelectionDetail) =>
  ok<SelectionDetail>(who, 'GET', `/api/selections/${s.id}`);
const vote = (who: string, s: SelectionDetail, candidateIds: string[]) =>
  call(who, 'POST', `/api/selections/${s.id}/ballot`, { candidateIds });
const zh = messages['zh-CN'];

describe('excellent proposals: nomination, secret vote within the period, count, decision, publication', () => {
  let selection: SelectionDetail;
  let first: ProposalDetail;
  let second: ProposalDetail;

  it('staff nominate registered proposals of the session; members see nothing while nominating', async () => {
    people = (await ok<SelectionPeople>('staff', 'GET', '/api/selections/voter-options')).items;
    expect(people.map((person) => person.displayName)).toEqual(
      expect.arrayContaining(['测试alice', '测试bob', '测试carol', '测试lee']),
    );
    expect(people.map((person) => person.displayName)).not.toContain('测试a1');
    first = await w.replied('A');
    second = await w.registered('关于加快老旧小区加装电梯的提案');
    selection = await create({ kind: 'excellent_proposal', quota: 1, votingClosesAt: later(60) });
    expect(selection).toMatchObject({ state: 'nominating', quota: 1, votesPerVoter: 1, candidateCount: 0 });
    selection = await nominate(selection, { proposalId: first.id, reason: '答复落实到位' });
    selection = await nominate(selection, {
      proposalId: second.id,
      nominatedBy: 'special_committee',
      committeeName: '城建委',
    });
    expect(selection.candidates.map((c) => [c.proposal?.title, c.nominatedBy, c.committeeName])).toEqual([
      [first.title, 'staff', null],
      [second.title, 'special_committee', '城建委'],
    ]);
    // Voters see the replies they judge by.
    expect(selection.candidates[0]?.proposal?.replies[0]).toMatchObject({ unitName: '市发展和改革委员会' });
    const twice = await fails(409, 'staff', 'POST', `/api/selections/${selection.id}/candidates`, {
      version: selection.version,
      proposalId: first.id,
    });
    expect(twice.message).toBe(zh['selections.alreadyNominated']);
    const noCommittee = await fails(400, 'staff', 'POST', `/api/selections/${selection.id}/candidates`, {
      version: selection.version,
      proposalId: first.id,
      nominatedBy: 'special_committee',
    });
    expect(noCommittee.fields).toMatchObject({ committeeName: zh['selections.committeeRequired'] });
    const draftProposal = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
    const notRegistered = await fails(400, 'staff', 'POST', `/api/selections/${selection.id}/candidates`, {
      version: selection.version,
      proposalId: draftProposal.id,
    });
    expect(notRegistered.fields).toMatchObject({ proposalId: zh['selections.proposalNotEligible'] });
    await fails(404, 'alice', 'GET', `/api/selections/${selection.id}`);
    expect((await ok<SelectionList>('alice', 'GET', '/api/selections')).items).toEqual([]);
    await fails(403, 'alice', 'POST', '/api/selections', {
      kind: 'excellent_proposal',
      title: 'x',
      quota: 1,
    });
  });

  it('only members and leaders may be chosen; the vote opens with candidates, voters and a period', async () => {
    const undertaker = await fails(400, 'staff', 'PUT', `/api/selections/${selection.id}/voters`, {
      version: selection.version,
      userIds: [idOf('bob'), idOf('a1') || 'someone-else'],
    });
    expect(undertaker.fields).toMatchObject({ userIds: zh['selections.voterInvalid'] });
    const noVoters = await fails(409, 'staff', 'POST', `/api/selections/${selection.id}/open-voting`, {
      version: selection.version,
    });
    expect(noVoters.message).toBe(zh['selections.votersRequired']);
    selection = await ok<SelectionDetail>('staff', 'PUT', `/api/selections/${selection.id}/voters`, {
      version: selection.version,
      userIds: [idOf('bob'), idOf('carol'), idOf('lee')],
    });
    selection = await step(selection, 'open-voting');
    expect(selection).toMatchObject({ state: 'voting', voterCount: 3, votedCount: 0 });
    expect(selection.votingOpensAt).not.toBeNull();
  });

  it('each chosen voter votes once; a second vote and a stranger are refused; nobody sees counts meanwhile', async () => {
    const bobsView = await detail('bob', selection);
    expect(bobsView.myVote).toEqual({ votedAt: null });
    expect(bobsView.actions).toContain('vote');
    const [p1, p2] = bobsView.candidates;
    const tooMany = await vote('bob', selection, [p1?.id ?? '', p2?.id ?? '']);
    expect(tooMany.statusCode).toBe(400);
    const unknown = await vote('bob', selection, ['nope']);
    expect(unknown.statusCode).toBe(400);
    expect((await vote('bob', selection, [p1?.id ?? ''])).statusCode).toBe(200);
    const again = await vote('bob', selection, [p2?.id ?? '']);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain('每人只能投一次');
    expect((await vote('alice', selection, [p1?.id ?? ''])).statusCode).toBe(404);
    expect((await vote('carol', selection, [p2?.id ?? ''])).statusCode).toBe(200);

    const staffView = await detail('staff', selection);
    expect(staffView).toMatchObject({ votedCount: 2, countsShown: false });
    expect(staffView.candidates.every((c) => c.votes === null)).toBe(true);
    expect(staffView.voters.filter((voter) => voter.votedAt !== null)).toHaveLength(2);
    // The event log names each vote (who, when), never what was chosen.
    const votes = staffView.events.filter((event) => event.action === 'vote');
    expect(votes.map((event) => [event.actor, event.detail])).toEqual([
      ['测试bob', ''],
      ['测试carol', ''],
    ]);
    const bobAfter = await detail('bob', selection);
    expect(bobAfter.voters).toEqual([]);
    expect(bobAfter.events).toEqual([]);
    expect(bobAfter.candidates.every((c) => c.votes === null)).toBe(true);
    // The ballot lines name no voter.
    const lines = await w
      .context()
      .db.kysely.selectFrom('selectionBallots')
      .selectAll()
      .where('selectionId', '=', selection.id)
      .execute();
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(['candidateId', 'id', 'selectionId']);
  });

  it('counting waits for the period; a vote after it is refused; ties across the cut are shown', async () => {
    selection = await detail('staff', selection);
    const early = await fails(409, 'staff', 'POST', `/api/selections/${selection.id}/count`, {
      version: selection.version,
    });
    expect(early.message).toContain('后才能计票');
    selection = await step(selection, 'close-voting');
    const late = await vote('lee', selection, [selection.candidates[0]?.id ?? '']);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { message: string } }>().error.message).toContain('不能再投票');
    selection = await step(selection, 'count');
    expect(selection).toMatchObject({ state: 'counted', countsShown: true, tieAtCut: true });
    expect(selection.candidates.map((c) => [c.votes, c.rank, c.tied])).toEqual([
      [1, 1, true],
      [1, 1, true],
    ]);
    const bobsCount = await detail('bob', selection);
    expect(bobsCount.candidates.map((c) => c.votes)).toEqual([1, 1]);
    await fails(404, 'alice', 'GET', `/api/selections/${selection.id}`);
  });

  it('the decision flags the chosen 优秀 (the proposal step), and publishing shows them to members', async () => {
    const chosenId = selection.candidates.find((c) => c.proposal?.id === first.id)?.id ?? '';
    const overQuota = await fails(400, 'staff', 'POST', `/api/selections/${selection.id}/decision`, {
      version: selection.version,
      decisionDate: '2026-11-20',
      chosen: selection.candidates.map((c) => ({ candidateId: c.id })),
    });
    expect(overQuota.fields).toHaveProperty('chosen');
    selection = await ok<SelectionDetail>('staff', 'POST', `/api/selections/${selection.id}/decision`, {
      version: selection.version,
      decisionDate: '2026-11-20',
      decisionNote: '主席会议第 12 次会议决定',
      chosen: [{ candidateId: chosenId }],
    });
    expect(selection).toMatchObject({ state: 'decided', decisionDate: '2026-11-20' });
    const flagged = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${first.id}`);
    expect(flagged.isExcellent).toBe(true);
    expect((await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${second.id}`)).isExcellent).toBe(false);
    await fails(404, 'alice', 'GET', `/api/selections/${selection.id}`);

    selection = await step(selection, 'publish');
    const members = await detail('alice', selection);
    expect(members.candidates.map((c) => [c.proposal?.title, c.chosen, c.votes])).toEqual([
      [first.title, true, 1],
    ]);
    expect((await ok<SelectionList>('alice', 'GET', '/api/selections')).items.map((s) => s.id)).toContain(
      selection.id,
    );
    const republish = await fails(409, 'staff', 'POST', `/api/selections/${selection.id}/publish`, {
      version: selection.version,
    });
    expect(republish.message).toContain('已公布');
  });
});

describe('the rules of the period and of who sees counts', () => {
  it('a vote before the period opens is refused; staff_only keeps the counts from voters', async () => {
    const proposal = await w.registered('关于完善社区养老服务的提案');
    let s = await create({
      kind: 'excellent_proposal',
      quota: 1,
      votingOpensAt: later(30),
      votingClosesAt: later(90),
      resultsVisibility: 'staff_only',
    });
    s = await nominate(s, { proposalId: proposal.id });
    s = await ok<SelectionDetail>('staff', 'PUT', `/api/selections/${s.id}/voters`, {
      version: s.version,
      userIds: [idOf('bob')],
    });
    s = await step(s, 'open-voting');
    const early = await vote('bob', s, [s.candidates[0]?.id ?? '']);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: { message: string } }>().error.message).toContain('投票尚未开始');
    const badPeriod = await fails(400, 'staff', 'POST', '/api/selections', {
      kind: 'excellent_proposal',
      title: '期限颠倒',
      quota: 1,
      votingOpensAt: later(60),
      votingClosesAt: later(30),
    });
    expect(badPeriod.fields).toMatchObject({ votingClosesAt: zh['selections.closesBeforeOpens'] });
    s = await step(await detail('staff', s), 'close-voting');
    s = await step(s, 'count');
    expect((await detail('bob', s)).countsShown).toBe(false);
    expect((await detail('staff', s)).countsShown).toBe(true);
  });

  it('best-handling units are nominated by unit', async () => {
    let s = await create({ kind: 'excellent_unit', title: '优秀承办单位评选', quota: 2 });
    const needsUnit = await fails(400, 'staff', 'POST', `/api/selections/${s.id}/candidates`, {
      version: s.version,
      proposalId: 'x',
    });
    expect(needsUnit.fields).toHaveProperty('unitId');
    s = await nominate(s, { unitId: w.unit('A'), reason: '按时答复率高' });
    expect(s.candidates[0]?.unit).toMatchObject({ name: '市发展和改革委员会' });
    expect(s.candidates[0]?.unit?.tasks).toBeGreaterThanOrEqual(1);
  });
});

describe('key-proposal selection (重点提案遴选)', () => {
  it("the meeting's decision with its date assigns a leader to each chosen proposal and marks it key", async () => {
    const proposal = await w.registered('关于推进城市更新的提案');
    let s = await create({ kind: 'key_proposal', title: '2026 年度重点提案遴选', quota: 3 });
    s = await nominate(s, { proposalId: proposal.id, reason: '事关全局' });
    expect(s.actions).not.toContain('open_voting');
    const noVote = await fails(409, 'staff', 'POST', `/api/selections/${s.id}/open-voting`, {
      version: s.version,
    });
    expect(noVote.message).toBe(zh['selections.notVoted']);
    const candidateId = s.candidates[0]?.id ?? '';
    const noLeader = await fails(400, 'staff', 'POST', `/api/selections/${s.id}/decision`, {
      version: s.version,
      decisionDate: '2026-02-10',
      chosen: [{ candidateId }],
    });
    expect(noLeader.fields).toMatchObject({ 'chosen.0.leaderId': zh['selections.leaderRequired'] });
    const notLeader = await fails(400, 'staff', 'POST', `/api/selections/${s.id}/decision`, {
      version: s.version,
      decisionDate: '2026-02-10',
      chosen: [{ candidateId, leaderId: idOf('bob') }],
    });
    expect(notLeader.fields).toMatchObject({ 'chosen.0.leaderId': zh['selections.leaderInvalid'] });
    s = await ok<SelectionDetail>('staff', 'POST', `/api/selections/${s.id}/decision`, {
      version: s.version,
      decisionDate: '2026-02-10',
      chosen: [{ candidateId, leaderId: idOf('lee') }],
    });
    expect(s.candidates[0]).toMatchObject({ chosen: true, leader: { displayName: '测试lee' } });
    const key = await ok<ProposalDetail>('staff', 'GET', `/api/proposals/${proposal.id}`);
    expect(key.isKey).toBe(true);
    await fails(404, 'bob', 'GET', `/api/selections/${s.id}`);
    s = await step(s, 'publish');
    const seen = await detail('bob', s);
    expect(seen).toMatchObject({ state: 'published', decisionDate: '2026-02-10', countsShown: false });
    expect(seen.candidates[0]?.leader?.displayName).toBe('测试lee');
  });

  it('a stale version is refused with 409', async () => {
    const s = await create({ kind: 'key_proposal', title: '并发', quota: 1 });
    const stale = await fails(409, 'staff', 'PATCH', `/api/selections/${s.id}`, {
      version: s.version + 5,
      title: '改名',
      quota: 1,
    });
    expect(stale.message).toBe(zh['selections.changedMeanwhile']);
  });
});
