import { createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';

/**
 * Middleware that lazily loaded modules add (RTK Query's, from `shared/api/baseApi`), so the entry need not
 * import them. The store runs `injectionMiddleware` from the start.
 */
const dynamicMiddleware = createDynamicMiddleware();

/** Sends one action into the store created last: a page has one store, tests create theirs after imports. */
let initialise: (() => void) | undefined;

export const injectionMiddleware: Middleware = (store) => {
  initialise = () => store.dispatch({ type: 'store/injected' });
  return dynamicMiddleware.middleware(store);
};

/**
 * Adds middleware to the running store. Inject the reducer it needs first (`rootReducer.inject`): the action
 * sent here gives that reducer its initial state at once rather than at the next unrelated dispatch, so
 * selectors never read a missing slice.
 */
export function addMiddleware(...middleware: Middleware[]): void {
  dynamicMiddleware.addMiddleware(...middleware);
  initialise?.();
}
