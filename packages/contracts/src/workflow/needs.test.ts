import { describe, expect, it } from 'vitest';
import { proposalTransitionBodySchema } from '../proposals';
import { taskTransitionBodySchema } from '../tasks';
import { isBlankInput, missingNeedInputs, proposalActionInputs, taskActionInputs } from './needs';

describe('what an action needs', () => {
  it('lists the inputs of an action in the order of its needs, required ones with their message', () => {
    expect(proposalActionInputs('reject')).toEqual([
      { field: 'reason', missing: 'proposal.reasonRequired' },
      { field: 'disposition', missing: 'proposal.dispositionRequired' },
    ]);
    expect(proposalActionInputs('invite').map((input) => [input.field, Boolean(input.missing)])).toEqual([
      ['inviteeIds', true],
      ['signByDate', false],
    ]);
    expect(proposalActionInputs('submit')).toEqual([]);
    expect(taskActionInputs('request_extension').map((input) => input.field)).toEqual(['reason', 'dueDate']);
    expect(taskActionInputs('approve_reply')).toEqual([]);
  });

  it("names only fields the action's transition body carries", () => {
    for (const option of proposalTransitionBodySchema.options) {
      const fields = Object.keys(option.shape);
      const action = option.shape.action.value;
      for (const input of proposalActionInputs(action)) expect(fields, action).toContain(input.field);
    }
    for (const option of taskTransitionBodySchema.options) {
      const fields = Object.keys(option.shape);
      const action = option.shape.action.value;
      for (const input of taskActionInputs(action)) expect(fields, action).toContain(input.field);
    }
  });

  it('reports blank required inputs only', () => {
    expect(isBlankInput('  ')).toBe(true);
    expect(isBlankInput([])).toBe(true);
    expect(isBlankInput(['u1'])).toBe(false);
    expect(missingNeedInputs(proposalActionInputs('invite'), { inviteeIds: [] })).toEqual({
      inviteeIds: 'proposal.inviteesRequired',
    });
    expect(missingNeedInputs(proposalActionInputs('invite'), { inviteeIds: ['u1'] })).toEqual({});
  });
});
