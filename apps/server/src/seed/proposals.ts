import {
  demoAccount,
  type AdminUser,
  type ProposalAction,
  type ProposalState,
  type Session,
} from '@cppcc/contracts';
import type { TransitionInput } from '../modules/proposals/service';
import { DAY, HOUR } from './clock';
import { DEMO_PROPOSAL_TEXTS, type DemoProposalText } from './proposal-texts';
import { proposalTimes, type SessionDates } from './proposal-timeline';
import type { SeedContext, Seeder } from './types';
import type { Caller } from '../modules/auth/guard';

/** The states issue 5 reaches; issues 6–7 drive some registered ones further through their services. */
type Target = Extract<
  ProposalState,
  'draft' | 'cosigning' | 'submitted' | 'returned' | 'withdrawn' | 'registered' | 'not_registered' | 'merged'
>;

interface Plan {
  text: DemoProposalText;
  target: Target;
  /** Position among the session's proposals of the same target, and their count (for the timeline). */
  position: number;
  count: number;
  /** Index into the member list; 0 is the demo member. */
  proposer: number;
  kind: 'individual' | 'joint' | 'collective';
  invitees: number[];
  /** Co-signers who accept (the rest stay invited while co-signing, or decline). */
  accept: number[];
  /** Registered after a return and a resubmission. */
  revised: boolean;
}

const COLLECTIVE_BODIES = [
  '民盟市委会',
  '九三学社市委会',
  '农工党市委会',
  '市政协教科卫体委员会',
  '市工商联',
];
const RETURN_COMMENTS = [
  '建议部分过于原则，请结合本市实际提出具体可操作的措施。',
  '情况分析缺少数据支撑，请补充近年来的相关统计数据。',
  '一事一案：提案涉及多个领域，请聚焦一个主要问题修改后再提交。',
  '案由与内容不够对应，请修改案由并补充具体建议。',
];
const REJECT_REASONS = [
  '所提问题属于个案诉求，不宜作为提案办理。',
  '所提问题已在近期政策中明确解决，建议转有关部门作为意见建议参考。',
  '内容涉及具体司法个案，不属于提案受理范围。',
  '反映的情况具有一定代表性，转作社情民意信息报送。',
];
const WITHDRAW_REASONS = [
  '拟与其他委员联名重新提出。',
  '调研尚不充分，拟下次会议再提出。',
  '所提问题已得到有关部门解决。',
];

/** Current-session targets, in the order they are driven (masters of merges are registered first). */
const CURRENT: [Target, number][] = [
  ['registered', 21],
  ['submitted', 12],
  ['not_registered', 4],
  ['merged', 4],
  ['returned', 4],
  ['withdrawn', 3],
  ['cosigning', 5],
  ['draft', 5],
];
const PREVIOUS: [Target, number][] = [
  ['registered', 17],
  ['not_registered', 2],
  ['merged', 1],
];
/** Which proposal (per target, by position) the demo member leads in the current session. */
const DEMO_LEADS: Partial<Record<Target, number[]>> = {
  registered: [0, 1],
  submitted: [0, 1],
  not_registered: [0],
  returned: [0],
  withdrawn: [0],
  cosigning: [0],
  draft: [0],
};

function plans(
  texts: readonly DemoProposalText[],
  targets: [Target, number][],
  memberCount: number,
  demo: boolean,
): Plan[] {
  const result: Plan[] = [];
  let next = 0;
  let proposerTurn = 1;
  for (const [target, count] of targets) {
    for (let position = 0; position < count; position++) {
      const text = texts[next];
      if (!text) return result;
      const n = next++;
      const demoLeads = demo && (DEMO_LEADS[target] ?? []).includes(position);
      const proposer = demoLeads ? 0 : 1 + (proposerTurn++ % (memberCount - 1));
      const others = (k: number) => (proposer + k) % memberCount;
      let kind: Plan['kind'] = n % 4 === 1 ? 'joint' : n % 7 === 3 ? 'collective' : 'individual';
      if (target === 'cosigning') kind = 'joint';
      if (target === 'draft') kind = 'individual';
      let invitees = kind === 'joint' ? [others(1), others(2)].filter((i) => i !== proposer) : [];
      // Two co-sign rounds of others invite the demo member, who has not answered yet.
      if (target === 'cosigning' && demo && (position === 1 || position === 2)) invitees = [0, others(3)];
      // The demo member co-signs some registered joint proposals of others.
      if (kind === 'joint' && target === 'registered' && demo && !demoLeads && position % 3 === 0)
        invitees = [0, others(2)];
      invitees = [...new Set(invitees)].filter((i) => i !== proposer);
      const accept =
        target === 'cosigning'
          ? invitees.filter((i, k) => i !== 0 && k === 1)
          : invitees.filter((_, k) => !(n % 5 === 0 && k === 1));
      result.push({
        text,
        target,
        position,
        count,
        proposer,
        kind,
        invitees,
        accept,
        revised: target === 'registered' && position % 5 === 2,
      });
    }
  }
  return result;
}

/** A registered proposal another may be merged into, and when it was registered. */
interface Master {
  id: string;
  registeredAt: number;
}

/** One proposal through the services, each step at its time on the seed clock (proposal-timeline.ts). */
async function drive(
  ctx: SeedContext,
  plan: Plan,
  session: { id: string; dates: SessionDates; end: number },
  members: Caller[],
  staff: Caller,
  masters: Master[],
  index: number,
) {
  const { proposals } = ctx.services;
  const times = proposalTimes(
    { ...plan, invitees: plan.invitees.length, revised: plan.revised },
    session.dates,
    session.end,
  );
  const at = (time: number) => ctx.clock.set(time);
  const sessionId = session.id;
  const member = (i: number) => {
    const found = members[i];
    if (!found) throw new Error(`Seed: no member ${i}`);
    return found;
  };
  const proposer = member(plan.proposer);
  const partial = plan.target === 'draft' && index % 2 === 1;
  at(times.created);
  let row = await proposals.create(proposer, {
    sessionId,
    title: plan.text.title,
    analysis: plan.text.analysis,
    suggestions: partial ? '' : plan.text.suggestions,
    kind: plan.kind,
    collectiveBody:
      plan.kind === 'collective' ? (COLLECTIVE_BODIES[index % COLLECTIVE_BODIES.length] ?? null) : null,
    categoryCode: partial ? null : plan.text.category,
    publicity: index % 9 === 4 ? 'private' : 'public',
    privateReason: index % 9 === 4 ? '涉及企业商业信息，不宜公开。' : null,
    contactAddress: '市政协机关 提案委员会转',
  });
  const step = async (action: ProposalAction, input: TransitionInput, actor: Caller) => {
    row = await proposals.transition(row.id, action, input, actor, row.version);
  };
  if (plan.target === 'draft') return;
  if (plan.invitees.length > 0) {
    at(times.invited);
    await step('invite', { inviteeIds: plan.invitees.map((i) => member(i).id) }, proposer);
    for (const [k, i] of plan.invitees.entries()) {
      if (plan.target === 'cosigning' && !plan.accept.includes(i)) continue;
      at(times.answered[k] ?? times.invited);
      row = await proposals.respond(row.id, member(i), plan.accept.includes(i));
    }
    if (plan.target === 'cosigning') return;
  }
  at(times.submitted);
  await step('submit', {}, proposer);
  if (plan.revised || plan.target === 'returned') {
    at(times.returned);
    await step('return', { comment: RETURN_COMMENTS[index % RETURN_COMMENTS.length] }, staff);
    if (plan.target === 'returned') return;
    at(times.revised);
    await proposals.save(row.id, proposer, {
      version: row.version,
      analysis: `${plan.text.analysis}据初步统计，相关问题近三年群众来信来访量年均增长约12%。`,
    });
    row = await proposals.loadVisible(row.id, 'system');
    at(times.resubmitted);
    await step('resubmit', {}, proposer);
  }
  at(times.decided);
  switch (plan.target) {
    case 'submitted':
      return;
    case 'withdrawn':
      return step('withdraw', { reason: WITHDRAW_REASONS[index % WITHDRAW_REASONS.length] }, proposer);
    case 'registered':
      await step('register', { categoryCode: plan.text.category }, staff);
      masters.push({ id: row.id, registeredAt: times.decided });
      return;
    case 'not_registered':
      return step(
        'reject',
        {
          reason: REJECT_REASONS[index % REJECT_REASONS.length],
          disposition: index % 2 === 0 ? 'opinion' : 'public_sentiment',
        },
        staff,
      );
    case 'merged': {
      // Into a proposal registered before this decision (the plenary ones), else the first one, later.
      const earlier = masters.filter((master) => master.registeredAt < times.decided);
      const pool = earlier.length > 0 ? earlier : masters.slice(0, 1);
      const master = pool[index % Math.max(1, pool.length)];
      if (master) at(Math.max(times.decided, master.registeredAt + DAY));
      return step('merge', { masterId: master?.id, comment: '与同类提案内容相近，并案办理。' }, staff);
    }
  }
}

/** A session's dates for the timeline; `end` is its close or the present, whichever is earlier. */
function timed(session: Session): { id: string; dates: SessionDates; end: number } {
  const time = (value: string | null, fallback: number) => (value ? Date.parse(value) : fallback);
  const opens = time(session.submissionOpensAt, Date.UTC(session.year, 0, 1));
  const plenaryStarts = time(session.plenaryStartsAt, opens + 7 * DAY);
  const plenaryEnds = time(session.plenaryEndsAt, plenaryStarts + 4 * DAY);
  const closes = time(session.submissionClosesAt, Date.UTC(session.year, 11, 31));
  return {
    id: session.id,
    dates: { opens, plenaryStarts, plenaryEnds, closes },
    end: Math.max(opens, Math.min(closes, Date.now() - HOUR)),
  };
}

/**
 * Sessions 十五届二次会议 (2025) and 十五届三次会议 (2026, current) and 79 proposals by the seeded members,
 * all through the proposal services (numbers, signers, events, to-dos as the API makes them), each step
 * at its believable time on the seed clock: the services' own rules run, only their `now` is the seed's.
 */
export const proposalsSeeder: Seeder = {
  name: '0002_proposals',
  async run(ctx) {
    const { services } = ctx;
    const previous = await services.sessions.create({
      term: 15,
      meeting: 2,
      year: 2025,
      submissionOpensAt: '2025-01-06T00:00:00.000Z',
      submissionClosesAt: '2025-12-31T15:59:59.000Z',
      plenaryStartsAt: '2025-01-13T01:00:00.000Z',
      plenaryEndsAt: '2025-01-17T09:00:00.000Z',
      isCurrent: false,
    });
    const current = await services.sessions.create({
      term: 15,
      meeting: 3,
      year: 2026,
      submissionOpensAt: '2026-01-05T00:00:00.000Z',
      submissionClosesAt: '2026-12-31T15:59:59.000Z',
      plenaryStartsAt: '2026-01-12T01:00:00.000Z',
      plenaryEndsAt: '2026-01-16T09:00:00.000Z',
      isCurrent: true,
    });

    const toCaller = (user: AdminUser): Caller => ({
      id: user.id,
      roles: user.roles,
      unitId: user.unit?.id ?? null,
    });
    const memberUsers = (await services.users.list({ role: 'members', page: 1, pageSize: 100 })).items;
    const demoEmail = demoAccount('member').email;
    const demoMember = memberUsers.find((user) => user.email === demoEmail);
    if (!demoMember) throw new Error('Seed: the demo member is missing (run the accounts seeder first)');
    const members = [demoMember, ...memberUsers.filter((user) => user !== demoMember)].map(toCaller);
    const staffUser = (await services.users.list({ role: 'staff', page: 1, pageSize: 10 })).items[0];
    if (!staffUser) throw new Error('Seed: no staff account');
    const staff = toCaller(staffUser);

    const previousPlans = plans(DEMO_PROPOSAL_TEXTS.slice(0, 20), PREVIOUS, members.length, false);
    const currentPlans = plans(DEMO_PROPOSAL_TEXTS.slice(20), CURRENT, members.length, true);
    // The demo member leads one proposal of the previous session too.
    if (previousPlans[0]) previousPlans[0] = { ...previousPlans[0], proposer: 0 };
    let index = 0;
    const previousMasters: Master[] = [];
    for (const plan of previousPlans)
      await drive(ctx, plan, timed(previous), members, staff, previousMasters, index++);
    const currentMasters: Master[] = [];
    for (const plan of currentPlans)
      await drive(ctx, plan, timed(current), members, staff, currentMasters, index++);
    ctx.clock.release();
  },
};
