import type { AdminUser, HandlingMode, Role, TaskAction } from '@cppcc/contracts';
import type { TaskTransitionInput } from '../modules/tasks/service';
import { evaluate, markExcellent, superviseAsKey } from './follow-up';
import type { SeedContext, Seeder } from './types';
import type { Caller } from '../modules/auth/guard';

/** Where each handled proposal stops: how far its tasks go (and, once replied, the evaluation). */
type Stage =
  | 'assigned'
  | 'signed'
  | 'drafted'
  | 'countersigning'
  | 'submitted'
  | 'replied'
  | 'adjust'
  | 'adjusted'
  | 'extension'
  | 'closed'
  | 'rehandling';

export interface Plan {
  mode: HandlingMode;
  /** Unit names; 会办: the first is the lead. */
  units: string[];
  stage: Stage;
  /** A key proposal (重点提案) with a supervising leader and the leader's supervision records. */
  key?: boolean;
  /** Marked excellent (优秀提案) once closed. */
  excellent?: boolean;
}

const DEMO_UNIT = '市发展和改革委员会';
/** Where the 'adjusted' proposal's task moves. */
const ADJUSTED_TO = '市人力资源和社会保障局';
/**
 * The current session's registered proposals, in number order (the first ones are the demo member's):
 * the demo unit (发改委, fgw@cppcc.demo) gets something in every list — to sign, handling, 协办, under
 * review, replied, adjustment and extension asked — and the session shows every later state: replied and
 * waiting for the proposers' evaluation, closed (已办结), re-handled (重新办理), a task moved to another
 * unit (cancelled). The last ones stay registered so staff can assign them.
 */
const PLANS: Plan[] = [
  { mode: 'single', units: [DEMO_UNIT], stage: 'replied' },
  { mode: 'single', units: ['市教育局'], stage: 'closed', excellent: true },
  { mode: 'single', units: [DEMO_UNIT], stage: 'assigned' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'signed', key: true },
  { mode: 'single', units: [DEMO_UNIT], stage: 'drafted' },
  { mode: 'joint', units: [DEMO_UNIT, '市住房和城乡建设局'], stage: 'countersigning' },
  { mode: 'joint', units: ['市住房和城乡建设局', DEMO_UNIT], stage: 'countersigning' },
  { mode: 'separate', units: [DEMO_UNIT, '市交通运输局'], stage: 'signed' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'submitted' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'replied' },
  { mode: 'joint', units: ['市卫生健康委员会', DEMO_UNIT], stage: 'closed', key: true, excellent: true },
  { mode: 'single', units: ['市生态环境局'], stage: 'submitted' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'adjust' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'extension' },
  { mode: 'single', units: ['市交通运输局'], stage: 'rehandling' },
  { mode: 'single', units: ['市住房和城乡建设局'], stage: 'adjusted' },
  { mode: 'single', units: ['市人力资源和社会保障局'], stage: 'assigned' },
];
/** Units of the previous session's proposals, all closed by now (one after the other). */
const PREVIOUS_UNITS = [
  DEMO_UNIT,
  '市教育局',
  '市交通运输局',
  '市生态环境局',
  '市卫生健康委员会',
  '市住房和城乡建设局',
  '市人力资源和社会保障局',
  '市总工会',
];

const REPLY_BODIES = [
  '收到您的提案后，我单位高度重视，组织专题调研，并与提案人面对面沟通。经研究，提案所提建议已纳入明年工作计划，具体措施如下：一是完善配套政策；二是加大资金投入；三是建立长效机制。感谢您对我市工作的关心和支持。',
  '您提出的建议很有针对性。我单位会同有关部门认真研究，已将相关内容写入专项行动方案，并明确了责任分工和时间表，将于年内启动试点。',
];

/**
 * Unit handling demo data: the current session's proposals in every handling state (PLANS), last year's
 * all closed; evaluations, re-handling, key proposals and supervision — all through the task, evaluation
 * and supervision services, so states, replies, opinions, to-dos and notifications are what the API makes.
 */
export const handlingSeeder: Seeder = {
  name: '0003_handling',
  async run(ctx) {
    const { services, db } = ctx;
    const cast = await handlingCast(ctx);
    const registeredOf = (sessionId: string) =>
      db
        .selectFrom('proposals')
        .select(['id', 'version'])
        .where('sessionId', '=', sessionId)
        .where('state', '=', 'registered')
        .orderBy('number')
        .execute();
    const sessions = await services.sessions.list();
    const current = sessions.find((session) => session.isCurrent);
    const previous = sessions.find((session) => !session.isCurrent);
    if (!current || !previous) throw new Error('Seed: no current or previous session');

    // Last year's proposals are all answered and evaluated by now.
    for (const [index, proposal] of (await registeredOf(previous.id)).entries()) {
      const unit = PREVIOUS_UNITS[index % PREVIOUS_UNITS.length] ?? DEMO_UNIT;
      await handle(ctx, proposal, { mode: 'single', units: [unit], stage: 'closed' }, cast, index);
    }
    const registered = await registeredOf(current.id);
    for (const [index, plan] of PLANS.entries()) {
      const proposal = registered[index];
      if (proposal) await handle(ctx, proposal, plan, cast, index);
    }
  },
};

/** Who the handling seeder acts as. */
export interface Cast {
  staff: Caller;
  /** The supervising leader of key proposals. */
  leader: Caller;
  members: Caller[];
  unitId: (name: string) => string;
  clerkOf: (unit: string) => Caller;
}

/** Who the handling seeders act as: staff, the leader, the members and each unit's clerk. */
export async function handlingCast(ctx: SeedContext): Promise<Cast> {
  const { services, db } = ctx;
  const toCaller = (user: AdminUser): Caller => ({
    id: user.id,
    roles: user.roles,
    unitId: user.unit?.id ?? null,
  });
  const usersOf = async (role: Role) =>
    (await services.users.list({ role, page: 1, pageSize: 100 })).items.map(toCaller);
  const [staff] = await usersOf('staff');
  const [leader] = await usersOf('leader');
  if (!staff || !leader) throw new Error('Seed: no staff or leader account');
  const undertakers = (await services.users.list({ role: 'undertaker', page: 1, pageSize: 100 })).items;
  const units = await db.selectFrom('units').select(['id', 'name']).execute();
  return {
    staff,
    leader,
    members: await usersOf('members'),
    unitId(name) {
      const found = units.find((unit) => unit.name === name);
      if (!found) throw new Error(`Seed: unknown unit ${name}`);
      return found.id;
    },
    clerkOf(name) {
      const user = undertakers.find((candidate) => candidate.unit?.name === name);
      if (!user) throw new Error(`Seed: no undertaker for ${name}`);
      return toCaller(user);
    },
  };
}

/** One proposal assigned as the plan says and driven to its stage through the services. */
export async function handle(
  ctx: SeedContext,
  proposal: { id: string; version: number | string },
  plan: Plan,
  cast: Cast,
  index: number,
) {
  const { unitId, staff } = cast;
  await ctx.services.assignments.assign(proposal.id, staff, {
    version: Number(proposal.version),
    handlingMode: plan.mode,
    leadUnitIds: plan.mode === 'joint' ? plan.units.slice(0, 1).map(unitId) : plan.units.map(unitId),
    coUnitIds: plan.mode === 'joint' ? plan.units.slice(1).map(unitId) : [],
  });
  if (plan.stage !== 'assigned') await driveTasks(ctx, proposal.id, plan, cast, index);
  if (plan.stage === 'closed' || plan.stage === 'rehandling')
    await evaluate(ctx, proposal.id, staff, cast.members, plan.stage);
  if (plan.key) await superviseAsKey(ctx, proposal.id, staff, cast.leader);
  if (plan.excellent) await markExcellent(ctx, proposal.id, staff);
}

async function driveTasks(ctx: SeedContext, proposalId: string, plan: Plan, cast: Cast, index: number) {
  const { services, db } = ctx;
  const { staff, clerkOf } = cast;
  const tasks = await db
    .selectFrom('tasks')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .select(['tasks.id', 'tasks.role', 'units.name as unitName'])
    .where('tasks.proposalId', '=', proposalId)
    .orderBy('tasks.createdAt')
    .execute();
  const step = async (taskId: string, action: TaskAction, input: TaskTransitionInput, actor: Caller) => {
    const row = await db
      .selectFrom('tasks')
      .select('version')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    await services.tasks.transition(taskId, action, input, actor, Number(row.version));
  };
  const lead = tasks.find((task) => task.role !== 'co');
  if (!lead) return;
  const clerk = clerkOf(lead.unitName);

  if (plan.stage === 'adjust' || plan.stage === 'adjusted') {
    await step(
      lead.id,
      'request_adjustment',
      { reason: '提案所提事项主要属于其他部门职责，建议调整承办单位。' },
      clerk,
    );
    if (plan.stage === 'adjusted')
      await step(
        lead.id,
        'approve_adjustment',
        { unitIds: [cast.unitId(ADJUSTED_TO)], comment: '同意调整，改由市人力资源和社会保障局承办。' },
        staff,
      );
    return;
  }
  for (const task of tasks) await step(task.id, 'sign', {}, clerkOf(task.unitName));
  if (plan.stage === 'signed') return;
  if (plan.stage === 'extension') {
    const due = await db
      .selectFrom('tasks')
      .select('dueDate')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    const wanted = new Date(Date.parse(due.dueDate ?? '') + 30 * 86_400_000).toISOString();
    await step(
      lead.id,
      'request_extension',
      { reason: '涉及多部门协调，需延长办理期限一个月。', dueDate: wanted },
      clerk,
    );
    return;
  }

  await services.communications(lead.id, clerk, {
    method: index % 2 === 0 ? 'meeting' : 'phone',
    date: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    participants: `提案人、${lead.unitName}相关处室负责人`,
    notes: '介绍了提案办理思路和初步措施，听取了提案人的意见建议，提案人对办理工作表示认可。',
  });
  const reply = await db
    .selectFrom('replies')
    .select(['id', 'version'])
    .where('taskId', '=', lead.id)
    .executeTakeFirstOrThrow();
  await services.replies.update(reply.id, clerk, {
    version: Number(reply.version),
    docNumber: `〔2025〕${20 + index}号`,
    body: REPLY_BODIES[index % REPLY_BODIES.length] ?? '',
    resultClass: index % 3 === 0 ? 'A' : 'B',
    signingLeader: '王明',
    contactPerson: `${lead.unitName.replace(/^市/, '')}办公室`,
    contactPhone: '0571-87050000',
  });
  if (plan.stage === 'drafted') return;

  const coTasks = tasks.filter((task) => task.role === 'co');
  if (coTasks.length > 0) {
    await step(lead.id, 'send_countersign', {}, clerk);
    if (plan.stage === 'countersigning') return;
    for (const co of coTasks)
      await step(
        co.id,
        'send_opinion',
        { opinion: '同意主办单位的答复意见，我单位将积极配合落实。' },
        clerkOf(co.unitName),
      );
  }
  await services.replies.generateLetter(reply.id, clerk);
  await step(lead.id, 'submit_reply', {}, clerk);
  if (plan.stage === 'submitted') return;
  await step(lead.id, 'approve_reply', {}, staff);
}
