import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { AppDispatch } from '../store/rootReducer';
import { signedIn } from '../session/sessionSlice';
import { callApi } from './callApi';

const unauthorizedAnswer = () => vi.fn(() => Promise.resolve(new Response('', { status: 401 })));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  const user = {
    uid: 'u1',
    role: ['staff' as const],
    from: 'api' as const,
    phone: null,
    unit: null,
    data: { displayName: 'Staff', photoURL: null, email: null, settings: {}, shortcuts: [] },
  };
  it('ends a signed-in user’s session on a 401, like the base query', async () => {
    const store = makeStore();
    store.dispatch(signedIn(user));
    vi.stubGlobal('fetch', unauthorizedAnswer());
    const dispatch = store.dispatch as AppDispatch;
    await dispatch(callApi({ url: '/auth/user/update', method: 'POST', body: {} }));
    expect(store.getState().session.user.role).toEqual([]);
  });
});
