import { describe, expect, it } from 'vitest';
import { assignmentProblems, changeHandlingMode } from './assignment';

describe('assignmentProblems', () => {
  it('accepts each valid mode', () => {
    expect(assignmentProblems({ handlingMode: 'single', leadUnitIds: ['a'], coUnitIds: [] })).toEqual({});
    expect(assignmentProblems({ handlingMode: 'separate', leadUnitIds: ['a', 'b'], coUnitIds: [] })).toEqual(
      {},
    );
    expect(assignmentProblems({ handlingMode: 'joint', leadUnitIds: ['a'], coUnitIds: ['b', 'c'] })).toEqual(
      {},
    );
  });

  it('names the field that breaks the rule', () => {
    expect(assignmentProblems({ handlingMode: 'single', leadUnitIds: ['a', 'b'], coUnitIds: [] })).toEqual({
      leadUnitIds: 'assignment.singleNeedsOneLead',
    });
    expect(assignmentProblems({ handlingMode: 'separate', leadUnitIds: ['a'], coUnitIds: [] })).toEqual({
      leadUnitIds: 'assignment.separateNeedsTwoLeads',
    });
    expect(assignmentProblems({ handlingMode: 'joint', leadUnitIds: [], coUnitIds: [] })).toEqual({
      leadUnitIds: 'assignment.jointNeedsOneLead',
      coUnitIds: 'assignment.jointNeedsCoUnits',
    });
    expect(assignmentProblems({ handlingMode: 'single', leadUnitIds: ['a'], coUnitIds: ['b'] })).toEqual({
      coUnitIds: 'assignment.onlyJointHasCoUnits',
    });
  });

  it('refuses a unit chosen twice', () => {
    expect(assignmentProblems({ handlingMode: 'joint', leadUnitIds: ['a'], coUnitIds: ['a'] })).toEqual({
      coUnitIds: 'assignment.duplicateUnit',
    });
    expect(assignmentProblems({ handlingMode: 'separate', leadUnitIds: ['a', 'a'], coUnitIds: [] })).toEqual({
      leadUnitIds: 'assignment.duplicateUnit',
    });
  });
});

describe('changeHandlingMode', () => {
  it('keeps the chosen units where they still fit', () => {
    const separate = { handlingMode: 'separate' as const, leadUnitIds: ['a', 'b', 'c'], coUnitIds: [] };
    expect(changeHandlingMode(separate, 'joint')).toEqual({
      handlingMode: 'joint',
      leadUnitIds: ['a'],
      coUnitIds: ['b', 'c'],
    });
    expect(changeHandlingMode(separate, 'single')).toMatchObject({ leadUnitIds: ['a'], coUnitIds: [] });
    const joint = { handlingMode: 'joint' as const, leadUnitIds: ['a'], coUnitIds: ['b'], extra: 1 };
    expect(changeHandlingMode(joint, 'separate')).toEqual({
      handlingMode: 'separate',
      leadUnitIds: ['a', 'b'],
      coUnitIds: [],
      extra: 1,
    });
    expect(assignmentProblems(changeHandlingMode(joint, 'single'))).toEqual({});
  });
});
