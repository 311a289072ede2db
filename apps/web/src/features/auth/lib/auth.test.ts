import { authRules, checkPasswordConfirm } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { findAppToken } from './appToken';
import { codeButtonDisabled, countdownReducer, initialCountdown } from './countdown';
import { isIOS } from './platform';
import { providerErrorField, registerFieldErrors } from './registerErrors';
import { checkFields } from './useFieldsForm';

describe('findAppToken (seed 000 §4)', () => {
  it('prefers the query string, then the injected global, then storage', () => {
    expect(findAppToken({ search: '?appToken=q', injected: 'w', stored: 's' })).toBe('q');
    expect(findAppToken({ search: '', injected: 'w', stored: 's' })).toBe('w');
    expect(findAppToken({ search: '?x=1', injected: 42, stored: 's' })).toBe('s');
  });
  it('finds nothing when no source has a token', () => {
    expect(findAppToken({ search: '?appToken=', injected: '  ', stored: null })).toBeNull();
  });
});

describe('countdownReducer (seed 000 §9: from 10, disabled while sending)', () => {
  it('starts at 10 and counts down to ready again', () => {
    let state = countdownReducer(initialCountdown, { type: 'start' });
    expect(state).toEqual({ sending: true, remaining: 10 });
    for (let i = 0; i < 9; i += 1) state = countdownReducer(state, { type: 'tick' });
    expect(state).toEqual({ sending: true, remaining: 1 });
    state = countdownReducer(state, { type: 'tick' });
    expect(state).toEqual(initialCountdown);
  });
  it('ignores a second start and ticks while idle', () => {
    const started = countdownReducer(initialCountdown, { type: 'start' });
    const ticked = countdownReducer(started, { type: 'tick' });
    expect(countdownReducer(ticked, { type: 'start' })).toBe(ticked);
    expect(countdownReducer(initialCountdown, { type: 'tick' })).toBe(initialCountdown);
    expect(countdownReducer(ticked, { type: 'reset' })).toEqual(initialCountdown);
  });
});

describe('isIOS', () => {
  it('knows iPhone, iPad and iPadOS-as-Mac', () => {
    expect(isIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIOS('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
  });
  it('is false on desktops and Android', () => {
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIOS('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
    expect(isIOS('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });
});

describe('registerFieldErrors (seed 000 §5)', () => {
  it('puts server errors on their fields, username on displayName', () => {
    expect(
      registerFieldErrors({ email: 'The email is already in use', username: 'taken', other: 'x' }),
    ).toEqual([
      ['email', 'The email is already in use'],
      ['displayName', 'taken'],
    ]);
    expect(registerFieldErrors({ 'body.password': 'weak' })).toEqual([['password', 'weak']]);
  });
  it('maps hosted-provider codes to fields', () => {
    expect(providerErrorField('auth/email-already-in-use')).toBe('email');
    expect(providerErrorField('user-disabled')).toBe('displayName');
    expect(providerErrorField('auth/weak-password')).toBe('password');
    expect(providerErrorField('auth/network')).toBeNull();
  });
});

describe('checkFields (the sign-in forms’ rules from contracts)', () => {
  const rules = {
    password: (value: string) => authRules.password(value),
    passwordConfirm: (confirm: string, values: { password: string; passwordConfirm: string }) =>
      checkPasswordConfirm(values.password, confirm),
  };
  type Field = 'password' | 'passwordConfirm';
  const names: Field[] = ['password', 'passwordConfirm'];
  it('gives each bad field its first message key and leaves good fields out', () => {
    expect(checkFields(rules, { password: '', passwordConfirm: '' }, names)).toEqual({
      password: 'validation.passwordRequired',
      passwordConfirm: 'validation.passwordRequired',
    });
    expect(
      checkFields(rules, { password: 'secret-lantern-1', passwordConfirm: 'secret-lantern-2' }, names),
    ).toEqual({
      passwordConfirm: 'validation.passwordsMismatch',
    });
    expect(
      checkFields(rules, { password: 'secret-lantern-1', passwordConfirm: 'secret-lantern-1' }, names),
    ).toEqual({});
  });
  it('checks only the fields asked for', () => {
    expect(checkFields<Field>(rules, { password: '1', passwordConfirm: '' }, ['password'])).toEqual({
      password: 'validation.passwordTooShort',
    });
  });
});

describe('the get-code button', () => {
  it('stays disabled until the phone number passes the contract rule', () => {
    expect(codeButtonDisabled('', initialCountdown)).toBe(true);
    expect(codeButtonDisabled('1380000', initialCountdown)).toBe(true);
    expect(codeButtonDisabled('23800000002', initialCountdown)).toBe(true);
    expect(codeButtonDisabled('13800000002', initialCountdown)).toBe(false);
    expect(codeButtonDisabled(' 13800000002 ', initialCountdown)).toBe(false);
  });
  it('is disabled while the countdown runs, whatever the number', () => {
    const sending = countdownReducer(initialCountdown, { type: 'start' });
    expect(codeButtonDisabled('13800000002', sending)).toBe(true);
  });
});
