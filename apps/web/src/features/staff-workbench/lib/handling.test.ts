import type { TaskSummary } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { summariseBatch } from './batch';
import {
  decisionBody,
  decisionFormSchema,
  decisionFields,
  decisionProblems,
  initialDecisionValues,
  isStaffDecision,
  type DecisionValues,
} from './decisions';
import { groupByUnit, isStaffQueue, queueFiltersSchema, queueQuery } from './queues';
import { parseFilters } from '../../../shared/lib/urlFilters';

const unit = (id: string, name: string) => ({ id, name });

function task(id: string, unitRef: { id: string; name: string }, dueDate: string | null): TaskSummary {
  return {
    id,
    state: 'accepted',
    role: 'lead',
    unit: unitRef,
    dueDate,
    dueSoon: false,
    overdue: true,
    extensionRequested: false,
    round: 1,
    signedAt: null,
    repliedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    proposal: {
      id: `p-${id}`,
      number: 1,
      title: 't',
      state: 'handling',
      sessionName: 's',
      categoryCode: null,
      firstProposer: { id: 'u', displayName: 'u' },
    },
    handlingMode: 'single',
  };
}

describe('staff queues', () => {
  it('knows its queues and nothing else', () => {
    expect(isStaffQueue('pending_review')).toBe(true);
    expect(isStaffQueue('overdue')).toBe(true);
    expect(isStaffQueue('pending')).toBe(false);
    expect(isStaffQueue(undefined)).toBe(false);
  });

  it('reads the filters from the URL, bad values as defaults', () => {
    const filters = parseFilters(
      queueFiltersSchema,
      new URLSearchParams('unit=u1&q=%E5%85%BB%E8%80%81&page=3'),
    );
    expect(filters).toEqual({ unit: 'u1', q: '养老', page: 3 });
    expect(parseFilters(queueFiltersSchema, new URLSearchParams('page=-1&unit='))).toEqual({
      unit: undefined,
      q: '',
      page: 1,
    });
  });

  it('builds the GET /api/tasks query', () => {
    expect(queueQuery('pending_review', { unit: undefined, q: '交通', page: 2 })).toEqual({
      type: 'pending_review',
      q: '交通',
      page: 2,
      pageSize: 20,
    });
    expect(queueQuery('overdue', { unit: 'u1', q: '', page: 1 })).toEqual({
      type: 'overdue',
      unitId: 'u1',
      page: 1,
      pageSize: 100,
    });
  });

  it('groups overdue tasks by unit, the busiest unit first, earliest due date first', () => {
    const a = unit('a', '市教育局');
    const b = unit('b', '市发展和改革委员会');
    const groups = groupByUnit([
      task('1', a, '2026-03-01T00:00:00.000Z'),
      task('2', b, '2026-02-01T00:00:00.000Z'),
      task('3', b, '2026-01-01T00:00:00.000Z'),
    ]);
    expect(groups.map((group) => group.unit.id)).toEqual(['b', 'a']);
    expect(groups[0]?.tasks.map((item) => item.id)).toEqual(['3', '2']);
  });
});

describe('staff decisions', () => {
  const facts = {
    role: 'lead' as const,
    version: 4,
    dueDate: new Date(2026, 2, 1, 12).toISOString(),
    latestDueDate: new Date(2026, 5, 1, 12).toISOString(),
    extensionRequestedDueDate: new Date(2026, 3, 15, 12).toISOString(),
    unit: unit('own', '市发展和改革委员会'),
    siblings: [
      {
        id: 's',
        unit: unit('co', '市住房和城乡建设局'),
        role: 'co' as const,
        state: 'new' as const,
        dueDate: null,
      },
    ],
  };
  const values = (patch: Partial<DecisionValues>): DecisionValues => ({
    unitIds: [],
    comment: '',
    reason: '',
    dueDay: '',
    resultClass: '',
    ...patch,
  });

  it('filters the staff decisions out of the allowed actions', () => {
    expect(isStaffDecision('approve_reply')).toBe(true);
    expect(isStaffDecision('sign')).toBe(false);
    expect(decisionFields('refuse_extension')).toEqual(['comment']);
  });

  it('needs one new unit for a lead task, not the task’s own or a sibling', () => {
    expect(decisionProblems('approve_adjustment', values({}), facts).unitIds?.key).toBe(
      'task.newUnitsRequired',
    );
    expect(decisionProblems('approve_adjustment', values({ unitIds: ['x', 'y'] }), facts).unitIds?.key).toBe(
      'task.leadTakesOneUnit',
    );
    expect(decisionProblems('approve_adjustment', values({ unitIds: ['co'] }), facts).unitIds?.key).toBe(
      'task.newUnitsInvalid',
    );
    expect(
      decisionProblems('approve_adjustment', values({ unitIds: ['x', 'y'] }), { ...facts, role: 'co' }),
    ).toEqual({});
  });

  it('defaults an extension to the requested day and keeps it within the limit', () => {
    const initial = initialDecisionValues('approve_extension', facts);
    expect(initial.dueDay).toBe('2026-04-15');
    expect(decisionProblems('approve_extension', initial, facts)).toEqual({});
    expect(decisionBody('approve_extension', initial, facts)).toEqual({
      action: 'approve_extension',
      version: 4,
      dueDate: facts.extensionRequestedDueDate,
      comment: undefined,
    });
    expect(decisionProblems('approve_extension', values({ dueDay: '2026-06-02' }), facts).dueDate).toEqual({
      key: 'task.dueDateBeyondLimit',
      params: { date: '2026-06-01' },
    });
    expect(decisionProblems('approve_extension', values({ dueDay: '2026-03-01' }), facts).dueDate?.key).toBe(
      'task.dueDateNotLater',
    );
    expect(decisionProblems('approve_extension', values({}), facts).dueDate?.key).toBe(
      'task.dueDateRequired',
    );
  });

  it('requires a comment to refuse and a reason to reject', () => {
    expect(decisionProblems('refuse_adjustment', values({ comment: ' ' }), facts).comment?.key).toBe(
      'validation.required',
    );
    expect(decisionProblems('reject_reply', values({}), facts).reason?.key).toBe('validation.required');
    expect(decisionBody('reject_reply', values({ reason: ' 缺少沟通记录 ' }), facts)).toEqual({
      action: 'reject_reply',
      version: 4,
      reason: '缺少沟通记录',
    });
  });

  it('sends the chosen result class on approval', () => {
    const initial = initialDecisionValues('approve_reply', facts, { resultClass: 'B' });
    expect(initial.resultClass).toBe('B');
    expect(decisionBody('approve_reply', { ...initial, resultClass: 'A' }, facts)).toMatchObject({
      action: 'approve_reply',
      resultClass: 'A',
      version: 4,
    });
  });

  it('puts the problems on the form fields, worded, and builds the contracts’ body', () => {
    const text = (problem: { key: string; params?: Record<string, string> }) =>
      `${problem.key}${problem.params?.date ? ` ${problem.params.date}` : ''}`;
    const schema = decisionFormSchema('approve_extension', facts, text);
    const beyond = schema.safeParse(values({ dueDay: '2026-06-02' }));
    expect(beyond.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dueDay', 'task.dueDateBeyondLimit 2026-06-01'],
    ]);
    expect(schema.parse(initialDecisionValues('approve_extension', facts))).toMatchObject({
      action: 'approve_extension',
      version: 4,
    });
    const reject = decisionFormSchema('reject_reply', facts, text);
    expect(reject.safeParse(values({})).error?.issues[0]?.path).toEqual(['reason']);
    expect(reject.parse(values({ reason: '缺少沟通记录' }))).toEqual({
      action: 'reject_reply',
      version: 4,
      reason: '缺少沟通记录',
    });
  });
});

describe('batch assignment results', () => {
  it('summarises results without numbers', () => {
    const summary = summariseBatch(
      [
        { id: 'a', ok: true, error: null },
        { id: 'b', ok: false, error: { code: 'CONFLICT', message: '数据已被他人修改' } },
      ],
      new Map([
        ['a', '甲'],
        ['b', '乙'],
      ]),
    );
    expect(summary.registered).toEqual([{ id: 'a', title: '甲', number: null }]);
    expect(summary.failures).toEqual([{ id: 'b', title: '乙', message: '数据已被他人修改' }]);
  });
});
