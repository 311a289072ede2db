import type { AdminUser, HandlingMode, TaskAction } from '@cppcc/contracts';

import type { TaskTransitionInput } from '../modules/tasks/service';
import type { SeedContext, Seeder } from './types';
import type { Caller } from '../modules/auth/guard';

/** Where each handled proposal stops: how far its tasks go. */
type Stage =
  'assigned' | 'signed' | 'drafted' | 'countersigning' | 'submitted' | 'replied' | 'adjust' | 'extension';

interface Plan {
  mode: HandlingMode;
  /** Unit names; 会办: the first is the lead. */
  units: string[];
  stage: Stage;
}

const DEMO_UNIT = '市发展和改革委员会';
/**
 * The previous session's registered proposals, in order. The demo unit (发改委, fgw@cppcc.demo) gets
 * something in every list: to sign, handling, 协办, under review, replied, adjustment and extension asked.
 * The last ones stay registered so staff can assign them.
 */
const PLANS: Plan[] = [
  { mode: 'single', units: [DEMO_UNIT], stage: 'assigned' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'assigned' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'signed' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'drafted' },
  { mode: 'joint', units: [DEMO_UNIT, '市住房和城乡建设局'], stage: 'countersigning' },
  { mode: 'joint', units: ['市住房和城乡建设局', DEMO_UNIT], stage: 'countersigning' },
  { mode: 'separate', units: [DEMO_UNIT, '市交通运输局'], stage: 'signed' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'submitted' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'replied' },
  { mode: 'single', units: ['市教育局'], stage: 'replied' },
  { mode: 'joint', units: ['市卫生健康委员会', DEMO_UNIT], stage: 'replied' },
  { mode: 'single', units: ['市生态环境局'], stage: 'submitted' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'adjust' },
  { mode: 'single', units: [DEMO_UNIT], stage: 'extension' },
];

const REPLY_BODIES = [
  '收到您的提案后，我单位高度重视，组织专题调研，并与提案人面对面沟通。经研究，提案所提建议已纳入明年工作计划，具体措施如下：一是完善配套政策；二是加大资金投入；三是建立长效机制。感谢您对我市工作的关心和支持。',
  '您提出的建议很有针对性。我单位会同有关部门认真研究，已将相关内容写入专项行动方案，并明确了责任分工和时间表，将于年内启动试点。',
];

/**
 * Unit handling demo data (issue 6): proposals of 十五届二次会议 assigned, signed, drafted, countersigned,
 * replied and reviewed — all through the task services, so states, replies, opinions and notifications
 * are exactly what the API makes.
 */
export const handlingSeeder: Seeder = {
  name: '0003_handling',
  async run(ctx) {
    const { services, db } = ctx;
    const toCaller = (user: AdminUser): Caller => ({
      id: user.id,
      roles: user.roles,
      unitId: user.unit?.id ?? null,
    });
    const staffUser = (await services.users.list({ role: 'staff', page: 1, pageSize: 10 })).items[0];
    if (!staffUser) throw new Error('Seed: no staff account');
    const staff = toCaller(staffUser);
    const undertakers = (await services.users.list({ role: 'undertaker', page: 1, pageSize: 100 })).items;
    const units = await db.selectFrom('units').select(['id', 'name']).execute();
    const unitId = (name: string) => {
      const found = units.find((unit) => unit.name === name);
      if (!found) throw new Error(`Seed: unknown unit ${name}`);
      return found.id;
    };
    const clerkOf = (name: string): Caller => {
      const user = undertakers.find((candidate) => candidate.unit?.name === name);
      if (!user) throw new Error(`Seed: no undertaker for ${name}`);
      return toCaller(user);
    };
    const previous = (await services.sessions.list()).find((session) => !session.isCurrent);
    if (!previous) throw new Error('Seed: no previous session');
    const registered = await db
      .selectFrom('proposals')
      .select(['id', 'version'])
      .where('sessionId', '=', previous.id)
      .where('state', '=', 'registered')
      .orderBy('number')
      .execute();

    for (const [index, plan] of PLANS.entries()) {
      const proposal = registered[index];
      if (!proposal) break;
      await services.assignments.assign(proposal.id, staff, {
        version: Number(proposal.version),
        handlingMode: plan.mode,
        leadUnitIds: plan.mode === 'joint' ? plan.units.slice(0, 1).map(unitId) : plan.units.map(unitId),
        coUnitIds: plan.mode === 'joint' ? plan.units.slice(1).map(unitId) : [],
      });
      if (plan.stage === 'assigned') continue;
      await driveTasks(ctx, proposal.id, plan, staff, clerkOf, index);
    }
  },
};

async function driveTasks(
  ctx: SeedContext,
  proposalId: string,
  plan: Plan,
  staff: Caller,
  clerkOf: (unit: string) => Caller,
  index: number,
) {
  const { services, db } = ctx;
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

  if (plan.stage === 'adjust') {
    await step(
      lead.id,
      'request_adjustment',
      { reason: '提案所提事项主要属于住房和城乡建设部门职责，建议调整承办单位。' },
      clerk,
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
