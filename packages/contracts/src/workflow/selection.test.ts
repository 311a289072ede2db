import { describe, expect, it } from 'vitest';
import { checkTransition } from './machine';
import { selectionActions, selectionMachine, SELECTION_STATES } from './selection';

describe('the selection machine', () => {
  it('offers the vote steps only where a vote decides', () => {
    expect(selectionActions('excellent_proposal', 'nominating', ['staff'])).toEqual([
      'nominate',
      'withdraw_candidate',
      'set_voters',
      'open_voting',
      'decide',
    ]);
    expect(selectionActions('key_proposal', 'nominating', ['staff'])).toEqual([
      'nominate',
      'withdraw_candidate',
      'decide',
    ]);
    expect(selectionActions('excellent_unit', 'voting', ['voter'])).toEqual(['vote']);
    expect(selectionActions('excellent_unit', 'voting', ['staff'])).toEqual(['close_voting', 'count']);
  });

  it('lets only chosen voters vote, only while voting, and nothing after publication', () => {
    expect(checkTransition(selectionMachine, 'voting', 'vote', ['staff'])).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    for (const state of SELECTION_STATES.filter((s) => s !== 'voting'))
      expect(checkTransition(selectionMachine, state, 'vote', ['voter'])).toMatchObject({ ok: false });
    expect(selectionActions('excellent_proposal', 'published', ['staff', 'voter'])).toEqual([]);
    expect(checkTransition(selectionMachine, 'counted', 'decide', ['staff'])).toMatchObject({
      ok: true,
      to: 'decided',
    });
  });
});
