import { configureStore } from '@reduxjs/toolkit';
import { injectionMiddleware } from '../shared/store/injection';
import { rootReducer, type RootState } from '../shared/store/rootReducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // RTK Query's middleware joins through `injectionMiddleware` when the api first loads (shared/api/baseApi).
    middleware: (getDefault) => getDefault().concat(injectionMiddleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export const store = makeStore();
