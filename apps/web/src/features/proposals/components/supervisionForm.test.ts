import { describe, expect, it } from 'vitest';
import { initialSupervisionForm, supervisionFormSchema } from './supervisionForm';

describe('supervision form', () => {
  it('starts today, with nothing else chosen', () => {
    expect(initialSupervisionForm(new Date(2026, 2, 9))).toEqual({
      method: '',
      date: '2026-03-09',
      minutes: '',
    });
  });
  it('names each missing field with the contract schema', () => {
    const result = supervisionFormSchema.safeParse({ method: '', date: '', minutes: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['method', 'validation.required'],
      ['date', 'validation.invalid'],
      ['minutes', 'validation.required'],
    ]);
  });
  it('sends noon of the day', () => {
    const body = supervisionFormSchema.parse({
      method: 'inspection',
      date: '2026-03-09',
      minutes: '实地视察停车场',
    });
    expect(body.method).toBe('inspection');
    expect(new Date(body.date).getHours()).toBe(12);
    expect(body.minutes).toBe('实地视察停车场');
  });
});
