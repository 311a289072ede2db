import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  displayNameSchema,
  emailSchema,
  loginByPhoneBodySchema,
  passwordSchema,
  phoneSchema,
  signInQuerySchema,
  smsCodeSchema,
} from './auth';
import { EMAIL_PATTERN } from './authConstants';
import { authRules, checkPasswordConfirm, useCommonPasswordList } from './authRules';
import { isCommonPassword } from './commonPasswords';

/** The first issue's message, as the server reports a field (or `undefined` when the value passes). */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('auth field rules (seed 000 §5)', () => {
  it('phone: 11 digits starting with 1, spaces around ignored', () => {
    expect(authRules.phone('13900000001')).toBeUndefined();
    expect(authRules.phone(' 13900000001 ')).toBeUndefined();
    for (const bad of ['', '1390000000', '23900000001', '139000000012', '1390000000a'])
      expect(authRules.phone(bad)).toBe('validation.phone');
  });
  it('code: at least 6 characters after trimming', () => {
    expect(authRules.smsCode('123456')).toBeUndefined();
    expect(authRules.smsCode(' 12345 ')).toBe('validation.code');
  });
  it('display name: required first, then at least 4 characters', () => {
    expect(authRules.displayName('   ')).toBe('validation.displayNameRequired');
    expect(authRules.displayName('abc')).toBe('validation.displayName');
    expect(authRules.displayName('abcd')).toBeUndefined();
  });
  it('password: required first, then at least 12 characters, not trimmed', () => {
    expect(authRules.password('')).toBe('validation.passwordRequired');
    expect(authRules.password('kQ9!mZ2p-ab')).toBe('validation.passwordTooShort');
    // Length counts the spaces; a password of spaces only is weak (below).
    expect(authRules.password('  kQ9!mZ2pab  ')).toBeUndefined();
    expect(authRules.password(' '.repeat(12))).toBe('validation.passwordWeak');
  });
  it('e-mail: the practical pattern zod applies by default', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(authRules.email('admin@cppcc.demo')).toBeUndefined();
    for (const bad of ['not-an-email', 'a@b', ' admin@cppcc.demo', 'a..b@cppcc.demo'])
      expect(authRules.email(bad)).toBe('validation.email');
  });
  it('password confirmation: required, then equal', () => {
    expect(checkPasswordConfirm('secret-1', '')).toBe('validation.passwordRequired');
    expect(checkPasswordConfirm('secret-1', 'secret-2')).toBe('validation.passwordsMismatch');
    expect(checkPasswordConfirm('secret-1', 'secret-1')).toBeUndefined();
  });
});

describe('the zod schemas run the same rules', () => {
  const cases: [z.ZodType, (value: string) => string | undefined, string[]][] = [
    [phoneSchema, authRules.phone, ['', '139', '13900000001', ' 13900000001', '2390000000x']],
    [smsCodeSchema, authRules.smsCode, ['', '12345', '123456', ' 123456 ']],
    [emailSchema, authRules.email, ['', 'x@y', 'admin@cppcc.demo']],
    [displayNameSchema, authRules.displayName, ['', '  ', 'abc', 'abcd']],
    [passwordSchema, authRules.password, ['', '12345', '123456']],
  ];
  it('gives the rule’s message key for every value', () => {
    for (const [schema, rule, values] of cases)
      for (const value of values) expect(firstMessage(schema, value), value).toBe(rule(value));
  });
  it('names the field’s message for a missing value and trims the output', () => {
    expect(firstMessage(phoneSchema, undefined)).toBe('validation.phone');
    expect(firstMessage(passwordSchema, 42)).toBe('validation.passwordRequired');
    expect(loginByPhoneBodySchema.parse({ phone: ' 13900000001 ', code: ' 123456' })).toEqual({
      phone: '13900000001',
      code: '123456',
    });
  });
  it('sign-in needs any login and password', () => {
    expect(signInQuerySchema.safeParse({ email: ' x ', password: 'p' }).data).toEqual({
      email: 'x',
      password: 'p',
    });
    expect(firstMessage(signInQuerySchema, { email: ' ', password: 'p' })).toBe('validation.emailRequired');
    expect(firstMessage(signInQuerySchema, { email: 'x', password: '' })).toBe('validation.passwordRequired');
  });
});

describe('weak passwords', () => {
  const year = new Date().getFullYear();
  it('asks for 12 characters', () => {
    for (const short of ['Cppcc@2026', 'secret-123', 'x7#kQ9!mZ2p'])
      expect(authRules.password(short), short).toBe('validation.passwordTooShort');
    expect(authRules.password('x7#kQ9!mZ2pL')).toBeUndefined();
  });
  it('refuses blank, repeated and common passwords, and the product’s name with the year, with one clear message', () => {
    for (const weak of [
      ' '.repeat(12),
      'a'.repeat(12),
      '000000000000',
      `Cppcc@${year}!!`,
      `cppcc${year}cppcc`,
      `Proposal-${year - 1}-CPPCC`,
      `政协提案${year}年度密码`,
    ])
      expect(authRules.password(weak), weak).toBe('validation.passwordWeak');
    for (const fine of ['new-password-1', '135792468024', 'Cppcc-river-lantern', `${year}-winter-lantern`])
      expect(authRules.password(fine), fine).toBeUndefined();
  });
  it('with the long list plugged in (the server), refuses common passwords dressed with digits and symbols', () => {
    const dressed = ['Password2026!', 'iloveyou1234', '!!Sunshine!!2026', 'qwerty123456'];
    for (const value of dressed) expect(authRules.password(value), value).toBeUndefined();
    useCommonPasswordList(isCommonPassword);
    try {
      for (const value of dressed) expect(authRules.password(value), value).toBe('validation.passwordWeak');
      for (const value of dressed)
        expect(firstMessage(passwordSchema, value), value).toBe('validation.passwordWeak');
      expect(authRules.password('Cppcc-river-lantern')).toBeUndefined();
    } finally {
      useCommonPasswordList(undefined);
    }
  });
});
