import { describe, expect, it } from 'vitest';
import { initialSupervisionForm, supervisionInput } from './supervisionForm';

describe('supervision form', () => {
  it('starts today, with nothing else chosen', () => {
    expect(initialSupervisionForm(new Date(2026, 2, 9))).toEqual({
      method: '',
      day: '2026-03-09',
      minutes: '',
    });
  });
  it('names each missing field with the contract schema', () => {
    const result = supervisionInput({ method: '', day: '', minutes: ' ' });
    expect(result).toEqual({
      ok: false,
      problems: { method: 'validation.required', day: 'validation.invalid', minutes: 'validation.required' },
    });
  });
  it('sends noon of the day', () => {
    const result = supervisionInput({ method: 'inspection', day: '2026-03-09', minutes: '实地视察停车场' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.body.method).toBe('inspection');
      expect(new Date(result.body.date).getHours()).toBe(12);
      expect(result.body.minutes).toBe('实地视察停车场');
    }
  });
});
