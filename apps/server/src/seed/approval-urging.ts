import { DEMO_PASSWORD, type AdminUser, type TaskAction } from '@cppcc/contracts';
import { PostgresAdapter } from 'kysely';
import type { Caller } from '../modules/auth/guard';
import type { TaskTransitionInput } from '../modules/tasks/service';
import { taskReads } from '../modules/tasks/reads';
import { raiseUnsignedWarnings } from '../modules/scheduler/unsigned';
import { urgingService } from '../modules/urging/service';
import { DAY, HOUR } from './clock';
import type { Seeder } from './types';

/** The unit with a 签发人 (issue 28 §2): not the demo unit, whose flow the other demos and tests show. */
export const APPROVAL_UNIT = '市生态环境局';
/** Its 签发人, a demo sign-in (DEMO_PASSWORD) beside the unit's clerk sthjj@cppcc.demo. */
export const DEMO_APPROVER = {
  displayName: '生态环境局 郑国华',
  phone: '13700000030',
  email: 'sthjj-qf@cppcc.demo',
} as const;

const toCaller = (user: AdminUser): Caller => ({
  id: user.id,
  roles: user.roles,
  unitId: user.unit?.id ?? null,
});

const REPLY = {
  docNumber: '环函〔2026〕8号',
  body: '收到您的提案后，我局高度重视，组织专题调研并与提案人电话沟通。经研究，提案所提建议已纳入年度污染防治攻坚方案，将分步推进落实。',
  resultClass: 'B',
  signingLeader: '郑国华',
  contactPerson: '生态环境局办公室',
  contactPhone: '0571-87060000',
};

/** A unit that leaves its task unsigned, late: urged and warned about. */
const LATE_UNIT = '市交通运输局';

/**
 * Issue 28 §2–3 demo data, through the services: 市生态环境局 gets a 签发人; the session's three earliest
 * registered proposals still waiting are assigned 100 days ago (so past their due date): two to that unit, drafted by its
 * clerk and sent for sign-off — one waits for the approver, the other was returned with a reason — and one
 * to 交通局, never signed for. Staff urge (催办) the overdue tasks; the sign-for warning is raised by the
 * scheduler's job itself.
 */
export const approvalUrgingSeeder: Seeder = {
  name: '0030_approval_urging',
  async run(ctx) {
    const { services, db } = ctx;
    const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    const [staff] = (await services.users.list({ role: 'staff', page: 1, pageSize: 5 })).items.map(toCaller);
    const clerkUser = (await services.users.list({ q: 'sthjj@cppcc.demo', page: 1, pageSize: 5 })).items[0];
    const unitId = clerkUser?.unit?.id;
    if (!staff || !clerkUser || !unitId) throw new Error(`Seed: no staff or clerk of ${APPROVAL_UNIT}`);
    const clerk = toCaller(clerkUser);
    const approverRow = await services.users.create({
      ...DEMO_APPROVER,
      password: DEMO_PASSWORD,
      roles: ['undertaker', 'approver'],
      unitId,
    });
    const approver: Caller = { id: approverRow.id, roles: ['undertaker', 'approver'], unitId };

    const version = async (table: 'tasks' | 'proposals' | 'replies', id: string) =>
      Number(
        (await db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version,
      );
    const step = async (taskId: string, action: TaskAction, input: TaskTransitionInput, actor: Caller) =>
      services.tasks.transition(taskId, action, input, actor, await version('tasks', taskId));

    // The newest registered proposals of the current session; the older ones stay for staff to assign.
    const current = (await services.sessions.list()).find((session) => session.isCurrent);
    if (!current) throw new Error('Seed: no current session');
    const registered = await db
      .selectFrom('proposals')
      .select(['id', 'registeredAt'])
      .where('sessionId', '=', current.id)
      .where('state', '=', 'registered')
      .orderBy('registeredAt')
      .orderBy('number')
      .limit(3)
      .execute();
    const lateUnit = await db
      .selectFrom('units')
      .select('id')
      .where('name', '=', LATE_UNIT)
      .executeTakeFirstOrThrow();
    for (const [index, proposal] of registered.entries()) {
      // 100 days ago (past the 3-month period), never before the proposal was registered; one registered
      // lately gets a shorter period that has run out as well (the committee may set any later date).
      const assignedAt = Math.max(Date.now() - 100 * DAY, Date.parse(proposal.registeredAt ?? '') + HOUR);
      const lateDue = Math.min(assignedAt + 91 * DAY, Date.now() - DAY);
      ctx.clock.set(assignedAt);
      await services.assignments.assign(proposal.id, staff, {
        version: await version('proposals', proposal.id),
        handlingMode: 'single',
        leadUnitIds: [index < 2 ? unitId : lateUnit.id],
        coUnitIds: [],
        ...(lateDue > assignedAt + HOUR ? { dueDate: new Date(lateDue).toISOString() } : {}),
      });
    }
    ctx.clock.release();
    for (const [index, proposal] of registered.slice(0, 2).entries()) {
      const task = await db
        .selectFrom('tasks')
        .select('id')
        .where('proposalId', '=', proposal.id)
        .executeTakeFirstOrThrow();
      await step(task.id, 'sign', {}, clerk);
      await services.communications(task.id, clerk, {
        method: 'phone',
        date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        participants: `提案人、${APPROVAL_UNIT}大气环境处负责人`,
        notes: '电话沟通办理思路，提案人对初步措施表示认可。',
      });
      const reply = await db
        .selectFrom('replies')
        .select('id')
        .where('taskId', '=', task.id)
        .executeTakeFirstOrThrow();
      await services.replies.update(reply.id, clerk, {
        version: await version('replies', reply.id),
        ...REPLY,
      });
      await services.replies.generateLetter(reply.id, clerk);
      await step(task.id, 'submit_for_approval', {}, clerk);
      if (index === 1)
        await step(
          task.id,
          'return_in_unit',
          { reason: '请补充治理资金来源和完成时限，再送签发。' },
          approver,
        );
    }

    // 催办: staff urge the overdue tasks (the oldest due first); the job warns of the unsigned one.
    const reads = taskReads(db, { dialect });
    const overdue = await reads.list(staff, { type: 'overdue', page: 1, pageSize: 3 });
    await raiseUnsignedWarnings(db);
    if (overdue.items.length > 0)
      await urgingService(db, { now: ctx.clock.now }).urge(staff, {
        selection: 'tasks',
        taskIds: overdue.items.map((item) => item.id),
        message: '该提案已超过办理期限，请抓紧办理并于一周内报送答复。',
      });
  },
};
