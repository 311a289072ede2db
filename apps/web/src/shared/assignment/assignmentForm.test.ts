import { describe, expect, it } from 'vitest';
import { isoToDateInput as dayOf } from '../lib/dates';
import {
  assignBody,
  assignFormProblems,
  assignFormSchema,
  batchAssignFormSchema,
  changeMode,
  initialAssignForm,
  toggleSuggestion,
  type AssignForm,
} from './assignmentForm';

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

  it('puts the problems on the form fields and builds the contracts’ bodies', () => {
    const issues = assignFormSchema(2, undefined).safeParse(
      form({ handlingMode: 'joint', leadUnitIds: ['a'] }),
    );
    expect(issues.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['coUnitIds', 'assignment.jointNeedsCoUnits'],
    ]);
    expect(assignFormSchema(2, undefined).parse(form({ leadUnitIds: ['a'], comment: ' 急 ' }))).toEqual({
      version: 2,
      handlingMode: 'single',
      leadUnitIds: ['a'],
      coUnitIds: [],
      comment: '急',
    });
    const batch = batchAssignFormSchema([{ id: 'p1', version: 3 }]).parse(form({ leadUnitIds: ['a'] }));
    expect(batch).toEqual({
      items: [{ id: 'p1', version: 3 }],
      handlingMode: 'single',
      leadUnitIds: ['a'],
      coUnitIds: [],
    });
    expect(batchAssignFormSchema([]).safeParse(form({ leadUnitIds: ['a'] })).success).toBe(false);
  });
});
