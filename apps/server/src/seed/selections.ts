import {
  proposalListQuerySchema,
  REGISTERED_STATES,
  type AdminUser,
  type Role,
  type SelectionDetail,
} from '@cppcc/contracts';
import { PostgresAdapter } from 'kysely';
import type { Caller } from '../modules/auth/guard';
import { selectionsService } from '../modules/selections/service';
import type { Seeder } from './types';

const toCaller = (user: AdminUser): Caller => ({
  id: user.id,
  roles: user.roles,
  unitId: user.unit?.id ?? null,
});
const DAY = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Issue 29 §1 and issue 28 §5a: a finished excellent-proposal selection of the last session (voted,
 * counted, decided, published — its chosen flagged 优秀), an open one of the current session (voting, some
 * ballots in), a best-handling-unit selection still nominating, and a decided, published key-proposal
 * selection with a leader per chosen proposal — all through the selections service staff and voters use.
 */
export const selectionsSeeder: Seeder = {
  name: '0037_selections',
  async run(ctx) {
    const { services } = ctx;
    const dialect = ctx.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    const usersOf = async (role: Role) =>
      (await services.users.list({ role, page: 1, pageSize: 100 })).items.map(toCaller);
    const [staff] = await usersOf('staff');
    const members = await usersOf('members');
    const leaders = await usersOf('leader');
    if (!staff || members.length < 3 || leaders.length < 1)
      throw new Error('Seed: too few staff, members or leaders');
    const selections = selectionsService(ctx.db, { dialect, now: ctx.clock.now });
    const sessions = await services.sessions.list();
    const current = sessions.find((session) => session.isCurrent);
    const last = sessions
      .filter((session) => !session.isCurrent)
      .sort((a, b) => b.year - a.year || b.meeting - a.meeting)[0];
    if (!current || !last) throw new Error('Seed: no current and last session');
    const registered = async (sessionId: string) =>
      (
        await services.proposals.list(
          staff,
          proposalListQuerySchema.parse({ sessionId, state: REGISTERED_STATES.join(','), pageSize: 100 }),
        )
      ).items.sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
    const voters = [...members.slice(0, 4), ...leaders.slice(0, 1)];
    const nominateAll = async (selection: SelectionDetail, ids: string[]) => {
      let s = selection;
      for (const [index, proposalId] of ids.entries())
        s = await selections.nominate(s.id, staff, {
          version: s.version,
          proposalId,
          ...(index % 3 === 2
            ? {
                nominatedBy: 'special_committee',
                committeeName: '经济委员会',
                reason: '专委会推荐：调研扎实',
              }
            : { reason: '建议具体可行，答复落实到位' }),
        });
      return s;
    };
    const vote = (s: SelectionDetail, voter: Caller, picks: number[]) =>
      selections.vote(s.id, voter, {
        candidateIds: picks.flatMap((pick) => (s.candidates[pick] ? [s.candidates[pick].id] : [])),
      });

    // The last session's selection, from nomination to publication, in its own year's December.
    const lastProposals = (await registered(last.id)).filter((proposal) => !proposal.isExcellent).slice(0, 5);
    if (lastProposals.length < 3) throw new Error('Seed: too few registered proposals in the last session');
    const start = Date.UTC(last.year, 11, 1, 2);
    ctx.clock.set(start);
    let done = await selections.create(staff, {
      sessionId: last.id,
      kind: 'excellent_proposal',
      title: `${last.name}优秀提案评选`,
      quota: 2,
      votingOpensAt: new Date(start + DAY).toISOString(),
      votingClosesAt: new Date(start + 10 * DAY).toISOString(),
      resultsVisibility: 'after_period',
    });
    done = await nominateAll(
      done,
      lastProposals.map((proposal) => proposal.id),
    );
    done = await selections.setVoters(done.id, staff, {
      version: done.version,
      userIds: voters.map((v) => v.id),
    });
    done = await selections.openVoting(done.id, staff, done.version);
    ctx.clock.set(start + 3 * DAY);
    const picks = [
      [0, 1],
      [0, 2],
      [1, 0],
      [0, 3],
      [2, 1],
    ];
    for (const [index, voter] of voters.entries()) done = await vote(done, voter, picks[index] ?? [0]);
    ctx.clock.set(start + 11 * DAY);
    done = await selections.count(done.id, staff, done.version);
    const top = done.candidates.slice(0, 2).map((candidate) => ({ candidateId: candidate.id }));
    done = await selections.decide(done.id, staff, {
      version: done.version,
      decisionDate: day(start + 12 * DAY),
      decisionNote: '经提案委员会主任会议审议决定。',
      chosen: top,
    });
    ctx.clock.set(start + 13 * DAY);
    await selections.publish(done.id, staff, done.version);

    // The current session: an open vote with some ballots in, a unit selection nominating, key proposals decided.
    const now = Date.now();
    ctx.clock.set(now - 2 * DAY);
    const currentProposals = await registered(current.id);
    const open = currentProposals.filter((proposal) => !proposal.isExcellent && !proposal.isKey).slice(0, 4);
    if (open.length < 3) throw new Error('Seed: too few registered proposals in the current session');
    let running = await selections.create(staff, {
      sessionId: current.id,
      kind: 'excellent_proposal',
      title: `${current.name}优秀提案评选`,
      quota: 2,
      votingClosesAt: new Date(now + 14 * DAY).toISOString(),
      resultsVisibility: 'after_period',
    });
    running = await nominateAll(
      running,
      open.map((proposal) => proposal.id),
    );
    running = await selections.setVoters(running.id, staff, {
      version: running.version,
      userIds: voters.map((v) => v.id),
    });
    running = await selections.openVoting(running.id, staff, running.version);
    ctx.clock.set(now - DAY);
    for (const voter of voters.slice(1, 3)) running = await vote(running, voter, [1, 2]);

    const units = (await services.units.list()).slice(0, 3);
    let unitSelection = await selections.create(staff, {
      sessionId: current.id,
      kind: 'excellent_unit',
      title: `${current.name}优秀承办单位评选`,
      quota: 2,
      votingClosesAt: new Date(now + 30 * DAY).toISOString(),
    });
    for (const unit of units)
      unitSelection = await selections.nominate(unitSelection.id, staff, {
        version: unitSelection.version,
        unitId: unit.id,
        reason: '答复及时，沟通充分',
      });

    const keyCandidates = currentProposals.filter((proposal) => !proposal.isKey).slice(4, 7);
    if (keyCandidates.length < 2) throw new Error('Seed: too few proposals for the key-proposal selection');
    let key = await selections.create(staff, {
      sessionId: current.id,
      kind: 'key_proposal',
      title: `${current.name}重点提案遴选`,
      quota: 2,
    });
    key = await nominateAll(
      key,
      keyCandidates.map((proposal) => proposal.id),
    );
    key = await selections.decide(key.id, staff, {
      version: key.version,
      decisionDate: day(now - DAY),
      decisionNote: '经主席会议研究，确定以下提案为本年度重点提案。',
      chosen: key.candidates.slice(0, 2).map((candidate, index) => ({
        candidateId: candidate.id,
        leaderId: leaders[index % leaders.length]?.id,
      })),
    });
    await selections.publish(key.id, staff, key.version);
  },
};
