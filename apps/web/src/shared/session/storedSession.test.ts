import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  jwtExpiry,
  readStoredToken,
  refreshStoredToken,
  storedTokenState,
  writeStoredSession,
} from './storedSession';

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.sig`;
}

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('storedTokenState (seed 000 §4)', () => {
  const now = 1_700_000_000_000;
  it('valid when exp is in the future, expired otherwise, none without a token', () => {
    expect(storedTokenState(jwt({ exp: now / 1000 + 60 }), now)).toBe('valid');
    expect(storedTokenState(jwt({ exp: now / 1000 - 1 }), now)).toBe('expired');
    expect(storedTokenState(null, now)).toBe('none');
    expect(storedTokenState('', now)).toBe('none');
  });
  it('treats an unreadable token as expired', () => {
    expect(storedTokenState('garbage', now)).toBe('expired');
    expect(storedTokenState(jwt({ sub: 'x' }), now)).toBe('expired');
    expect(jwtExpiry(jwt({ exp: 5, name: '张伟' }))).toBe(5);
  });
});

describe('stored values (seed 000 §3)', () => {
  it('writes only jwt_access_token for the JWT flow', () => {
    const store = memoryStore();
    writeStoredSession(store, 't1');
    expect(Object.fromEntries(store.values)).toEqual({ jwt_access_token: 't1' });
    expect(readStoredToken(store)).toBe('t1');
  });
  it('writes token and userInfo with a token field for the phone flow', () => {
    const store = memoryStore();
    writeStoredSession(store, 't2', { phone: '13800000001' });
    expect(store.getItem('token')).toBe('t2');
    expect(JSON.parse(store.getItem('userInfo') ?? '')).toEqual({ phone: '13800000001', token: 't2' });
  });
  it('reads the token from token or userInfo when no JWT is stored', () => {
    const store = memoryStore();
    store.setItem('userInfo', JSON.stringify({ token: 'from-info' }));
    expect(readStoredToken(store)).toBe('from-info');
    store.setItem('token', 'plain');
    expect(readStoredToken(store)).toBe('plain');
    store.setItem('userInfo', 'not json');
    store.removeItem('token');
    expect(readStoredToken(store)).toBeNull();
  });
  it('refreshes the token everywhere it is stored and clears all three', () => {
    const store = memoryStore();
    writeStoredSession(store, 'old', { phone: '1' });
    refreshStoredToken(store, 'new');
    expect(store.getItem('jwt_access_token')).toBe('new');
    expect(store.getItem('token')).toBe('new');
    expect(JSON.parse(store.getItem('userInfo') ?? '')).toMatchObject({ token: 'new', phone: '1' });
    clearStoredSession(store);
    expect(store.values.size).toBe(0);
  });
});
