import { describe, expect, it } from 'vitest';
import { authHeaders, userInfoToken } from './authHeaders';

const storeOf = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('authHeaders (seed 000 §7)', () => {
  it('sends nothing for a guest', () => {
    expect(authHeaders(storeOf({}))).toEqual({});
  });
  it('sends the JWT as a Bearer token', () => {
    expect(authHeaders(storeOf({ jwt_access_token: 'abc' }))).toEqual({ Authorization: 'Bearer abc' });
  });
  it('sends the user-info token, empty when the info holds none', () => {
    expect(authHeaders(storeOf({ userInfo: JSON.stringify({ token: 't1' }) }))).toEqual({ token: 't1' });
    expect(authHeaders(storeOf({ userInfo: '{}' }))).toEqual({ token: '' });
    expect(authHeaders(storeOf({ userInfo: 'not json', jwt_access_token: 'j' }))).toEqual({
      Authorization: 'Bearer j',
      token: '',
    });
  });
  it('reads only a string token', () => {
    expect(userInfoToken(JSON.stringify({ token: 42 }))).toBe('');
  });
});
