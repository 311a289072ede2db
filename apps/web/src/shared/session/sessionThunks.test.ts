import type { AuthResult } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { AppDispatch } from '../store/rootReducer';
import { browserStore } from './expire';
import { retryDelayMs } from './retry';
import { GUEST_USER } from './sessionContext';
import { announceSignIn, completeSignIn, saveUserSettings, startSession } from './sessionThunks';
import { i18n } from '../i18n/i18n';
import { readStoredToken, writeStoredSession } from './storedSession';

const jwt = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');
const stored = jwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
const fresh = jwt({ exp: Math.floor(Date.now() / 1000) + 7200, n: 2 });
const user = { ...GUEST_USER, uid: 'u1', role: ['staff' as const] };

type Answer = 'offline' | number;
/** fetch answering each call with the next of `answers`: no connection, or that status (200 = a session). */
function serverAnswering(answers: Answer[]) {
  const queue = [...answers];
  return vi.fn(() => {
    const answer = queue.shift() ?? 'offline';
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const body =
      answer === 200
        ? ({ user, access_token: fresh } satisfies AuthResult)
        : { error: { code: answer === 401 ? 'UNAUTHORIZED' : 'UNAVAILABLE', message: 'x' } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: answer }));
  });
}

/** Runs startSession; each wait records the delay and what the state and storage hold meanwhile. */
async function restore(answers: Answer[]) {
  const store = makeStore();
  const fetch = serverAnswering(answers);
  vi.stubGlobal('fetch', fetch);
  const waits: { ms: number; status: string; attempt: number | undefined; token: string | null }[] = [];
  const wait = (ms: number) => {
    const session = store.getState().session;
    waits.push({
      ms,
      status: session.status,
      attempt: session.unreachable?.attempt,
      token: readStoredToken(browserStore),
    });
    return Promise.resolve();
  };
  await (store.dispatch as AppDispatch)(startSession(wait));
  return {
    session: store.getState().session,
    message: store.getState().message,
    waits,
    calls: fetch.mock.calls.length,
  };
}

beforeEach(() => writeStoredSession(browserStore, stored));
afterEach(() => {
  vi.unstubAllGlobals();
  browserStore.removeItem('jwt_access_token');
});

describe('resuming a stored session (issue 13)', () => {
  it('keeps the token through a dropped connection, a 503 and a 502, retrying with backoff until the server answers', async () => {
    const { session, waits, calls } = await restore(['offline', 503, 502, 200]);
    expect(calls).toBe(4);
    expect(waits).toEqual([
      { ms: 1000, status: 'checking', attempt: 1, token: stored },
      { ms: 2000, status: 'checking', attempt: 2, token: stored },
      { ms: 4000, status: 'checking', attempt: 3, token: stored },
    ]);
    expect(session.status).toBe('ready');
    expect(session.user.uid).toBe('u1');
    expect(session.unreachable).toBeNull();
    expect(readStoredToken(browserStore)).toBe(fresh);
  });
  it('ends the session on a 401 only, even after the server was away', async () => {
    const { session, waits } = await restore([500, 429, 401]);
    expect(waits.map((entry) => entry.token)).toEqual([stored, stored]);
    expect(session.status).toBe('ready');
    expect(session.user.role).toEqual([]);
    expect(session.endedBecause).toBe('invalid');
    expect(session.unreachable).toBeNull();
    expect(readStoredToken(browserStore)).toBeNull();
  });
  it('signs in at once when the server answers the first time', async () => {
    const { session, waits } = await restore([200]);
    expect(waits).toEqual([]);
    expect(session.user.uid).toBe('u1');
  });
  it('resumes silently: a page load is not a sign-in, so no "logged in with JWT" toast', async () => {
    const { session, message } = await restore([200]);
    expect(session.user.uid).toBe('u1');
    expect(message.open).toBe(false);
  });
  it('says "logged in" once after a real sign-in, in both languages', async () => {
    for (const [language, text] of [
      ['zh-CN', '已通过 JWT 登录'],
      ['en', 'Logged in with JWT'],
    ] as const) {
      await i18n.changeLanguage(language);
      const store = makeStore();
      (store.dispatch as AppDispatch)(completeSignIn(user, stored, 'jwt'));
      expect(store.getState().message.options).toEqual({ message: text, variant: 'success' });
    }
  });
  it('stops waiting when the token was removed meanwhile (signed out in another tab)', async () => {
    const store = makeStore();
    vi.stubGlobal('fetch', serverAnswering(['offline']));
    const wait = () => {
      browserStore.removeItem('jwt_access_token');
      return Promise.resolve();
    };
    await (store.dispatch as AppDispatch)(startSession(wait));
    expect(store.getState().session.status).toBe('ready');
    expect(store.getState().session.user.role).toEqual([]);
  });
  it('waits 1 s, then twice as long each time, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("the hosted providers' toasts (seed 000 §4, §8)", () => {
  it.each([
    ['auth0', 'Logging in with Auth0', 'Logged in with Auth0'],
    ['firebase', 'Logging in with Firebase', 'Logged in with Firebase'],
  ] as const)('%s: logging in, then logged in', async (flow, logging, logged) => {
    await i18n.changeLanguage('en');
    const store = makeStore();
    const dispatch = store.dispatch as AppDispatch;
    dispatch(announceSignIn(flow));
    expect(store.getState().message.options).toEqual({ message: logging, variant: 'info' });
    dispatch(completeSignIn(user, stored, flow));
    expect(store.getState().message.options).toEqual({ message: logged, variant: 'success' });
    expect(store.getState().session.user.uid).toBe('u1');
  });
});

describe('the settings toast names where the user came from (seed 000 §8)', () => {
  it.each([
    ['firebase', 'en', 'User data saved to firebase'],
    ['auth0', 'en', 'User data saved to auth0'],
    ['firebase', 'zh-CN', '用户数据已保存（Firebase 账号）'],
    ['api', 'en', 'User data saved with api'],
  ] as const)('%s (%s): %s', async (from, language, text) => {
    await i18n.changeLanguage(language);
    const store = makeStore();
    const dispatch = store.dispatch as AppDispatch;
    const signedInUser = { ...user, from };
    dispatch(completeSignIn(signedInUser, stored, 'jwt'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(signedInUser), { status: 200 }))),
    );
    expect(await dispatch(saveUserSettings({ settings: { layout: { style: 'layout2' } } }))).toBe(true);
    expect(store.getState().message.options).toEqual({ message: text, variant: 'success' });
  });
});
