import { describe, expect, it, vi } from 'vitest';
import type { AppDispatch, RootState } from './rootReducer';

describe('RTK Query joins the store when it first loads', () => {
  it('has no api state before, then its reducer and middleware serve queries', async () => {
    // A first load: the test files share one module registry (isolate: false), where another file has
    // already loaded RTK Query. Fresh modules for this one.
    vi.resetModules();
    const { makeStore } = await import('../../app/store');
    const store = makeStore();
    expect('api' in store.getState()).toBe(false);
    // What a lazy feature module does: import the api (it injects itself) and add its endpoints.
    const { baseApi } = await import('../api/baseApi');
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        ping: build.query<{ pong: boolean }, void>({ queryFn: () => ({ data: { pong: true } }) }),
      }),
    });
    // Typed as the app's hooks see the store: `api` present once RTK Query is loaded.
    const dispatch = store.dispatch as AppDispatch;
    const request = dispatch(api.endpoints.ping.initiate());
    expect((await request).data).toEqual({ pong: true });
    expect(api.endpoints.ping.select()(store.getState() as RootState).data).toEqual({ pong: true });
    request.unsubscribe();
  });
});
