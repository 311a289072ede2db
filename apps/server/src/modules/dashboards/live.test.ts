import {
  figuresFor,
  PROJECT_WIDGET_COUNT,
  type DashboardProject,
  type ProjectWidgets,
  type Widget,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { dashboardsSeeder } from '../../seed/dashboards';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { insertProposal, insertSession, insertTask, insertUnit } from '../../test/task-rows';

/** The proposal office's live project (issue 17): its figures are the current session's, from the tables. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;
let liveId = '';
let sessionId = '';
let proposerId = '';
let unitId = '';

const counter = (widgets: Widget[], id: string) => {
  const found = widgets.find((entry) => entry.id === id);
  if (found?.kind !== 'counter') throw new Error(`no counter ${id}`);
  return figuresFor(found, 'session');
};
const chartOf = (widgets: Widget[], id: string) => {
  const found = widgets.find((entry) => entry.id === id);
  if (found?.kind !== 'chart') throw new Error(`no chart ${id}`);
  return figuresFor(found, 'session').chart;
};
const live = () =>
  api.ok<ProjectWidgets>('staff', 'GET', `/api/project-dashboard-app/widgets?texts=both&projectId=${liveId}`);

/** The figures straight from the tables, as the statistics page counts them. */
async function fromTables() {
  const db = ctx.db.kysely;
  const proposals = await db
    .selectFrom('proposals')
    .select(['state'])
    .where('sessionId', '=', sessionId)
    .execute();
  const now = new Date().toISOString();
  const tasks = await db
    .selectFrom('tasks')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .select(['tasks.state', 'tasks.dueDate', 'tasks.signedAt'])
    .where('proposals.sessionId', '=', sessionId)
    .execute();
  const inStates = (states: string[]) => proposals.filter((row) => states.includes(row.state)).length;
  return {
    assigned: inStates(['assigned', 'handling', 'replied', 'rehandling', 'closed']),
    replied: inStates(['replied', 'closed']),
    tasks: tasks.length,
    overdue: tasks.filter(
      (task) => ['new', 'accepted'].includes(task.state) && task.dueDate !== null && task.dueDate < now,
    ).length,
    replies: tasks.filter((task) => task.state === 'replied').length,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  await seedDemoData(ctx.db, [dashboardsSeeder]);
  const staff = await createUser(ctx, ['staff']);
  proposerId = (await createUser(ctx, ['members'])).id;
  tokens.set('staff', await tokenFor(ctx, staff));
  api = apiClient(() => ctx, tokens);
  const projects = await api.ok<DashboardProject[]>('staff', 'GET', '/api/project-dashboard-app/projects');
  liveId = projects.find((project) => project.live)?.id ?? '';
  sessionId = await insertSession(ctx.db.kysely);
  await ctx.db.kysely.updateTable('sessions').set({ isCurrent: 0 }).execute();
  await ctx.db.kysely.updateTable('sessions').set({ isCurrent: 1 }).where('id', '=', sessionId).execute();
  unitId = await insertUnit(ctx.db.kysely, '市交通局');
}, 60_000);
afterAll(() => ctx.close());

describe('the live project', () => {
  it('shows the current session’s proposals, unit progress and overdue tasks as the tables hold them', async () => {
    const empty = await live();
    expect(empty.project.live).toBe(true);
    expect(empty.widgets).toHaveLength(PROJECT_WIDGET_COUNT);
    expect(counter(empty.widgets, 'live-assigned').value).toBe(0);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const first = await insertProposal(ctx.db.kysely, {
      sessionId,
      firstProposerId: proposerId,
      number: 1,
      title: '公交线路优化',
    });
    const second = await insertProposal(ctx.db.kysely, {
      sessionId,
      firstProposerId: proposerId,
      number: 2,
      title: '停车难问题',
    });
    await insertTask(ctx.db.kysely, { proposalId: first, unitId, state: 'new', dueDate: yesterday });
    await insertTask(ctx.db.kysely, { proposalId: second, unitId, state: 'accepted', dueDate: nextMonth });

    const body = await live();
    const tables = await fromTables();
    expect(tables).toMatchObject({ assigned: 2, tasks: 2, overdue: 1 });
    expect(counter(body.widgets, 'live-assigned')).toMatchObject({
      value: tables.assigned,
      extra: { value: tables.replied },
    });
    expect(counter(body.widgets, 'live-overdue').value).toBe(tables.overdue);
    const progress = chartOf(body.widgets, 'live-unit-progress');
    expect(progress.labels.map((label) => label['zh-CN'])).toEqual(['市交通局']);
    expect(progress.datasets.map((set) => set.data)).toEqual([[tables.tasks], [0], [tables.replies]]);
    const distribution = chartOf(body.widgets, 'live-task-distribution');
    expect(distribution.options.cutout).toBe('66%');
    expect(distribution.datasets[0]?.data).toEqual([2, 0, 0]);
    const states = chartOf(body.widgets, 'live-states');
    expect(states.datasets[0]?.data[5]).toBe(tables.assigned);
  });

  it('follows the tables: a reply moves the figures', async () => {
    const before = await live();
    const third = await insertProposal(ctx.db.kysely, {
      sessionId,
      firstProposerId: proposerId,
      number: 3,
      title: '夜间照明',
    });
    await insertTask(ctx.db.kysely, { proposalId: third, unitId, state: 'replied', dueDate: null });
    await ctx.db.kysely.updateTable('proposals').set({ state: 'replied' }).where('id', '=', third).execute();
    const after = await live();
    const tables = await fromTables();
    expect(counter(after.widgets, 'live-assigned')).toMatchObject({
      value: tables.assigned,
      extra: { value: tables.replied },
    });
    expect(counter(after.widgets, 'live-assigned').value).toBe(
      counter(before.widgets, 'live-assigned').value + 1,
    );
    expect(chartOf(after.widgets, 'live-unit-progress').datasets[2]?.data).toEqual([tables.replies]);
  });
});
