import {
  DEFAULT_WORKFLOW_SETTINGS,
  type BatchResult,
  type ProposalTasks,
  type TaskList,
  type UnitSuggestions,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../lib/dates';
import { workflowFixture } from '../../test/workflow';

/** Assigning proposals to units (issue 6) through the HTTP API, on the dialect of TEST_DIALECT. */
const w = workflowFixture();
const { ok, fails, unit, registered, assigned } = w;

beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

describe('assignment', () => {
  it('refuses an assignment that breaks the rule, naming each field', async () => {
    const proposal = await registered();
    const error = await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      handlingMode: 'joint',
      leadUnitIds: [unit('A'), unit('B')],
      coUnitIds: [],
      dueDate: '2020-01-01T00:00:00Z',
    });
    expect(error.fields).toEqual({
      leadUnitIds: '会办须指定一个主办单位',
      coUnitIds: '会办须指定至少一个协办单位',
      dueDate: '办理期限须晚于当前时间',
    });
    await fails(400, 'staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      handlingMode: 'single',
      leadUnitIds: ['no-such-unit'],
    });
    // Members and units cannot assign; a stale version is a conflict.
    await fails(403, 'alice', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version,
      handlingMode: 'single',
      leadUnitIds: [unit('A')],
    });
    await fails(409, 'staff', 'POST', `/api/proposals/${proposal.id}/assign`, {
      version: proposal.version + 5,
      handlingMode: 'single',
      leadUnitIds: [unit('A')],
    });
  });

  it('assigns 单办 with the default due date and shows the task to that unit only', async () => {
    const proposal = await assigned({ handlingMode: 'single', leadUnitIds: [unit('A')] });
    expect(proposal.state).toBe('assigned');
    expect(proposal.handlingMode).toBe('single');
    // The default reply period: calendar months after the assignment, both dates from the record.
    expect(proposal.dueDate).toBe(
      addMonths(proposal.assignedAt ?? '', DEFAULT_WORKFLOW_SETTINGS.replyPeriodMonths),
    );
    const { items } = await ok<ProposalTasks>('staff', 'GET', `/api/proposals/${proposal.id}/tasks`);
    expect(items.map((task) => [task.unit.name, task.role, task.state])).toEqual([
      ['市发展和改革委员会', 'lead', 'new'],
    ]);
    const pending = await ok<TaskList>('a1', 'GET', '/api/tasks?type=pending');
    expect(pending.items.map((task) => task.proposal.id)).toContain(proposal.id);
    const other = await ok<TaskList>('b1', 'GET', '/api/tasks?type=all');
    expect(other.items.map((task) => task.proposal.id)).not.toContain(proposal.id);
    // Another unit: 404 by every door.
    const task = items[0];
    await fails(404, 'b1', 'GET', `/api/tasks/${task?.id ?? ''}`);
    await fails(404, 'b1', 'GET', `/api/proposals/${proposal.id}/my-task`);
    await fails(404, 'b1', 'GET', `/api/proposals/${proposal.id}`);
    await fails(404, 'b1', 'POST', `/api/tasks/${task?.id ?? ''}/transitions`, {
      action: 'sign',
      version: 1,
    });
    await fails(404, 'b1', 'POST', `/api/tasks/${task?.id ?? ''}/communications`, {
      method: 'phone',
      date: new Date().toISOString(),
      participants: 'x',
      notes: 'y',
    });
    await fails(403, 'alice', 'GET', `/api/tasks/${task?.id ?? ''}`);
  });

  it('assigns a selection in a batch, each on its own', async () => {
    const first = await registered('关于优化营商环境的建议');
    const second = await registered('关于发展夜间经济的建议');
    const result = await ok<BatchResult>('staff', 'POST', '/api/proposals/batch-assign', {
      items: [
        { id: first.id, version: first.version },
        { id: second.id, version: second.version + 1 },
      ],
      handlingMode: 'separate',
      leadUnitIds: [unit('A'), unit('C')],
    });
    expect(result.results.map((item) => item.ok)).toEqual([true, false]);
    expect(result.results[1]?.error?.code).toBe('CONFLICT');
    const { items } = await ok<ProposalTasks>('staff', 'GET', `/api/proposals/${first.id}/tasks`);
    expect(items.map((task) => task.role)).toEqual(['separate', 'separate']);
  });

  it('suggests the proposer’s units and those that handled similar proposals', async () => {
    const proposal = await registered('关于老旧小区加装电梯的建议');
    const suggestions = await ok<UnitSuggestions>(
      'staff',
      'GET',
      `/api/proposals/${proposal.id}/unit-suggestions`,
    );
    expect(suggestions.items.some((item) => item.source === 'similar')).toBe(true);
    expect(Date.parse(suggestions.defaultDueDate)).toBeGreaterThan(Date.now());
  });
});
