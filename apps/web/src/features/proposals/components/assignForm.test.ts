import { describe, expect, it } from 'vitest';
import {
  assignBody,
  assignFormProblems,
  changeMode,
  dayOf,
  initialAssignForm,
  toggleSuggestion,
  type AssignForm,
} from './assignForm';
import { dueTone, roleKey, sortTasks } from './handling';

const form = (patch: Partial<AssignForm>): AssignForm => ({ ...initialAssignForm(undefined), ...patch });

describe('assignment form', () => {
  it('keeps the chosen units when the mode changes', () => {
    const separate = form({ handlingMode: 'separate', leadUnitIds: ['a', 'b', 'c'] });
    expect(changeMode(separate, 'joint')).toMatchObject({ leadUnitIds: ['a'], coUnitIds: ['b', 'c'] });
    expect(changeMode(separate, 'single')).toMatchObject({ leadUnitIds: ['a'], coUnitIds: [] });
    const joint = form({ handlingMode: 'joint', leadUnitIds: ['a'], coUnitIds: ['b'] });
    expect(changeMode(joint, 'separate')).toMatchObject({ leadUnitIds: ['a', 'b'], coUnitIds: [] });
  });

  it('puts a suggested unit where the mode wants it, and takes it off again', () => {
    expect(toggleSuggestion(form({ leadUnitIds: ['a'] }), 'b').leadUnitIds).toEqual(['b']);
    expect(toggleSuggestion(form({ handlingMode: 'separate', leadUnitIds: ['a'] }), 'b').leadUnitIds).toEqual(
      ['a', 'b'],
    );
    const joint = toggleSuggestion(toggleSuggestion(form({ handlingMode: 'joint' }), 'a'), 'b');
    expect(joint).toMatchObject({ leadUnitIds: ['a'], coUnitIds: ['b'] });
    expect(toggleSuggestion(joint, 'b').coUnitIds).toEqual([]);
  });

  it('reports the shared rule and a past due date', () => {
    expect(assignFormProblems(form({}))).toEqual({ leadUnitIds: 'assignment.singleNeedsOneLead' });
    expect(
      assignFormProblems(form({ leadUnitIds: ['a'], dueDay: '2026-01-01' }), new Date(2026, 5, 1)),
    ).toEqual({ dueDate: 'assignment.dueDatePast' });
    expect(
      assignFormProblems(form({ leadUnitIds: ['a'], dueDay: '2026-06-01' }), new Date(2026, 5, 1)),
    ).toEqual({});
  });

  it('sends the default due date unchanged, a picked one as the end of the day', () => {
    const defaultDue = '2026-08-22T08:00:00.000Z';
    const kept = assignBody(form({ leadUnitIds: ['a'], dueDay: dayOf(defaultDue) }), 3, defaultDue);
    expect(kept).toEqual({
      version: 3,
      handlingMode: 'single',
      leadUnitIds: ['a'],
      coUnitIds: [],
      dueDate: defaultDue,
    });
    const picked = assignBody(
      form({
        handlingMode: 'joint',
        leadUnitIds: ['a'],
        coUnitIds: ['b'],
        dueDay: '2026-09-30',
        comment: ' 请抓紧 ',
      }),
      3,
      defaultDue,
    );
    expect(dayOf(picked.dueDate)).toBe('2026-09-30');
    expect(picked).toMatchObject({ coUnitIds: ['b'], comment: '请抓紧' });
    expect(assignBody(form({ leadUnitIds: ['a'] }), 1, defaultDue).dueDate).toBeUndefined();
  });
});

describe('handling section', () => {
  it('highlights only unfinished tasks', () => {
    expect(dueTone({ state: 'accepted', overdue: true, dueSoon: false })).toBe('overdue');
    expect(dueTone({ state: 'new', overdue: false, dueSoon: true })).toBe('soon');
    expect(dueTone({ state: 'replied', overdue: true, dueSoon: false })).toBe('done');
  });

  it('names the role by mode and lists replying units first', () => {
    expect(roleKey('lead', 'single')).toBe('role.single');
    expect(roleKey('lead', 'joint')).toBe('role.lead');
    expect(roleKey('co', 'joint')).toBe('role.co');
    expect(roleKey('separate', 'separate')).toBe('role.separate');
    const sorted = sortTasks([
      { role: 'co' as const, unit: { id: '1', name: '甲' } },
      { role: 'lead' as const, unit: { id: '2', name: '乙' } },
    ]);
    expect(sorted.map((item) => item.role)).toEqual(['lead', 'co']);
  });
});
