import { describe, expect, it } from 'vitest';
import { firebaseErrorCode, firebaseErrorPlace } from './providerErrors';
import { firebaseBundle } from './i18n';

describe("Firebase's errors on the form (seed 000 §5)", () => {
  it.each([
    ['auth/email-already-in-use', 'email'],
    ['auth/invalid-email', 'email'],
    ['auth/operation-not-allowed', 'displayName'],
    ['auth/user-not-found', 'displayName'],
    ['auth/user-disabled', 'displayName'],
    ['auth/weak-password', 'password'],
    ['auth/wrong-password', 'password'],
    ['auth/invalid-credential', 'password'],
  ])('%s goes on %s, with its own text in both languages', (code, field) => {
    const place = firebaseErrorPlace(code);
    expect(place.field).toBe(field);
    const key = place.key as keyof (typeof firebaseBundle.resources)['en'];
    expect(firebaseBundle.resources.en[key]).toBeTruthy();
    expect(firebaseBundle.resources['zh-CN'][key]).toBeTruthy();
    expect(key).toBe(`error.${code.slice('auth/'.length)}`);
  });

  it('shows any other error above the form with its code', () => {
    expect(firebaseErrorPlace('auth/network-request-failed')).toEqual({ field: null, key: 'error.other' });
    expect(firebaseErrorCode({ code: 'auth/user-disabled', message: 'x' })).toBe('auth/user-disabled');
    expect(firebaseErrorCode(new TypeError('offline'))).toBeNull();
  });
});
