import type { AuthResult } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { browserStore } from '../session/expire';
import { GUEST_USER } from '../session/sessionContext';
import { signedIn } from '../session/sessionSlice';
import { readStoredToken, writeStoredSession } from '../session/storedSession';
import { sessionHandlers } from './sessionSignals';

const jwt = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');
const stored = jwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
const fresh = jwt({ exp: Math.floor(Date.now() / 1000) + 7200, n: 2 });
const member = { ...GUEST_USER, uid: 'u1', role: ['members' as const] };

/** The server's answer to GET /api/auth/access-token. */
function serverAnswering(status: number, body: unknown) {
  const fetch = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signedInStore() {
  const store = makeStore();
  writeStoredSession(browserStore, stored);
  store.dispatch(signedIn(member));
  return store;
}

beforeEach(() => writeStoredSession(browserStore, stored));
afterEach(() => {
  vi.unstubAllGlobals();
  browserStore.removeItem('jwt_access_token');
});

describe('the realtime socket hands over to the session (issue 32)', () => {
  it('"session ended" signs the user out the way a 401 does', () => {
    const store = signedInStore();
    sessionHandlers(store.dispatch).ended();
    const { session } = store.getState();
    expect(session.user.role).toEqual([]);
    expect(session.endedBecause).toBe('invalid');
    expect(readStoredToken(browserStore)).toBeNull();
  });

  it('"rights changed" stores a reissued token and the user with the new roles', async () => {
    const store = signedInStore();
    const staff = { ...member, role: ['staff' as const] };
    const fetch = serverAnswering(200, { user: staff, access_token: fresh } satisfies AuthResult);
    await sessionHandlers(store.dispatch).rightsChanged();
    expect(fetch.mock.calls[0]?.[0]).toContain('/api/auth/access-token');
    expect(store.getState().session.user.role).toEqual(['staff']);
    expect(readStoredToken(browserStore)).toBe(fresh);
  });

  it('"rights changed" whose refresh is refused (401) ends the session', async () => {
    const store = signedInStore();
    serverAnswering(401, { error: { code: 'UNAUTHORIZED', message: 'x' } });
    await sessionHandlers(store.dispatch).rightsChanged();
    expect(store.getState().session.user.role).toEqual([]);
    expect(readStoredToken(browserStore)).toBeNull();
  });
});
