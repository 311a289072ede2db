import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './fieldError';
import { applyServerFieldErrors, serverFieldErrors } from './serverErrors';

// A stand-in t() that shows which namespace and key it was asked for.
const t = ((key: string, options?: { ns?: string }) =>
  `${options?.ns ?? 'common'}:${key}`) as unknown as TFunction;

describe('fieldErrorText', () => {
  it('translates a contracts message key from the messages namespace', () => {
    expect(fieldErrorText(t, { message: 'validation.phone' })).toBe('messages:validation.phone');
  });
  it('shows other texts as they are and nothing without an error', () => {
    expect(fieldErrorText(t, { message: '手机号已被注册' })).toBe('手机号已被注册');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
    expect(fieldErrorText(t, { message: '' })).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('maps server field paths to form fields and ignores unknown ones', () => {
    expect(
      serverFieldErrors({ 'data.phone': 'bad phone', 'data.other': 'x', code: 'bad code' }, [
        'phone',
        'code',
      ]),
    ).toEqual([
      ['phone', 'bad phone'],
      ['code', 'bad code'],
    ]);
  });
  it('keeps the first reason when two paths end in the same field', () => {
    expect(serverFieldErrors({ 'a.email': 'first', 'b.email': 'second' }, ['email'])).toEqual([
      ['email', 'first'],
    ]);
  });
});

describe('applyServerFieldErrors', () => {
  it('puts a 400’s field reasons on the form and says whether any landed', () => {
    const set: [string, string][] = [];
    const setError = (name: 'phone' | 'memberProfile.sector', error: { message: string }) =>
      void set.push([name, error.message]);
    const fields = { 'body.phone': '手机号已被注册', 'memberProfile.sector': '请选择界别', other: 'x' };
    const badRequest = { status: 400, code: 'VALIDATION', message: 'bad', fields };
    expect(applyServerFieldErrors(badRequest, ['phone', 'memberProfile.sector'], setError)).toBe(true);
    expect(set).toEqual([
      ['phone', '手机号已被注册'],
      ['memberProfile.sector', '请选择界别'],
    ]);
    expect(applyServerFieldErrors({ ...badRequest, fields: {} }, ['phone'], setError)).toBe(false);
    expect(applyServerFieldErrors(new Error('network'), ['phone'], setError)).toBe(false);
  });
});
