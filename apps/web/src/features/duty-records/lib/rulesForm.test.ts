import { DEFAULT_DUTY_SCORE_RULES } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { parseRulesForm, toRulesForm } from './rulesForm';

describe('duty rules form', () => {
  it('round-trips the rules; an empty cap is no cap', () => {
    const form = toRulesForm(DEFAULT_DUTY_SCORE_RULES);
    expect(form.led).toEqual({ points: '15', cap: '' });
    expect(form.cosigned).toEqual({ points: '3', cap: '30' });
    expect(parseRulesForm(form).rules).toEqual(DEFAULT_DUTY_SCORE_RULES);
  });

  it('names each bad field with the contract’s message key', () => {
    const form = toRulesForm(DEFAULT_DUTY_SCORE_RULES);
    const result = parseRulesForm({
      ...form,
      led: { points: 'abc', cap: '' },
      key: { points: '5', cap: '-2' },
      excellent: { points: '7.5', cap: ' ' },
    });
    expect(result.errors).toEqual({
      'led.points': 'dutyRecords.pointsInvalid',
      'key.cap': 'dutyRecords.capInvalid',
      'excellent.points': 'dutyRecords.pointsInvalid',
    });
  });

  it('accepts negative points and trims what is typed', () => {
    const form = toRulesForm(DEFAULT_DUTY_SCORE_RULES);
    const result = parseRulesForm({ ...form, evaluationLate: { points: ' -2 ', cap: '10' } });
    expect(result.rules?.evaluationLate).toEqual({ points: -2, cap: 10 });
  });
});
