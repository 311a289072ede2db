import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { FORM_PARSE_OPTIONS } from './formIssues';

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  tags: z.array(z.string()).min(2),
  age: z.number().min(18),
  phone: z.string().min(3, { error: 'validation.phone' }),
});
const messagesOf = (value: unknown) =>
  Object.fromEntries(
    (schema.safeParse(value, FORM_PARSE_OPTIONS).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('form checks without a catalogue key of their own', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  it('give the reason the server would give, with its limits, in the language on screen', () => {
    expect(messagesOf({ name: '', tags: [], age: 3, phone: 'x' })).toEqual({
      name: 'This field is required.',
      tags: i18n.t('validation.tooFew', { ns: 'messages', min: 2 }),
      age: i18n.t('validation.min', { ns: 'messages', min: 18 }),
      phone: 'validation.phone',
    });
    expect(messagesOf({ name: 'abcdefg', tags: ['a', 'b'], age: 20, phone: '123' }).name).toBe(
      i18n.t('validation.tooLong', { ns: 'messages', max: 5 }),
    );
    expect(i18n.t('validation.tooLong', { ns: 'messages', max: 5 })).toContain('5');
  });
});
