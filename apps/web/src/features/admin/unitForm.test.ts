import { describe, expect, it } from 'vitest';
import { createUnitFormSchema, unitFormOf, updateUnitFormSchema } from './unitForm';

describe('the unit form', () => {
  it('splits the short names and checks the body as the server does', () => {
    const form = { ...unitFormOf(null), name: ' 市发展和改革委员会 ', shortNames: '发改委、市发改委' };
    expect(createUnitFormSchema.parse(form)).toEqual({
      name: '市发展和改革委员会',
      shortNames: ['发改委', '市发改委'],
      type: '政府',
      contactName: '',
      contactPhone: '',
    });
    const blank = updateUnitFormSchema.safeParse({ ...form, name: ' ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation.required'],
    ]);
  });
});
