import { use } from 'react';
import { useAppDispatch } from '../store/hooks';
import type { AppDispatch } from '../store/rootReducer';

/** Longest a page waits for its first screen's calls before it renders without them (a slow or hung call). */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** Per store, each page's wait: started once, so a page waits on its first visit only. */
const waits = new WeakMap<AppDispatch, Map<string, Promise<void>>>();

/**
 * Issue 33 §1: a landing page rendered once without its data (skeletons, a spinner under the tabs) and again as
 * each call answered — on a phone's cold load each of those renders was a long task of its own, the whole
 * page's MUI components styled again. A page calling this suspends (its route's loading bar stays) until
 * `start`'s calls — the ones its first screen shows, with the arguments its hooks use — are in the store, or
 * `FIRST_SCREEN_WAIT_MS` has passed; its first render then shows the answers. Errors are the page's to show:
 * the wait ends on them as on data. `key` names the page; later visits render at once (the cache has the data
 * or the page shows its loading state as before).
 */
export function useFirstScreen(key: string, start: (dispatch: AppDispatch) => Promise<unknown>): void {
  const dispatch = useAppDispatch();
  let byPage = waits.get(dispatch);
  if (!byPage) {
    byPage = new Map();
    waits.set(dispatch, byPage);
  }
  let wait = byPage.get(key);
  if (!wait) {
    // Asked during render, once per store and page (the map), as `use` needs one stable promise to suspend on.
    wait = new Promise<void>((resolve) => {
      const longest = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
      const done = () => {
        clearTimeout(longest);
        resolve();
      };
      Promise.resolve()
        .then(() => start(dispatch))
        .then(done, done);
    });
    byPage.set(key, wait);
  }
  use(wait);
}

/** A query's answer or, when it failed, undefined: a first screen waits for both alike. */
export const settled = <T>(result: { unwrap(): Promise<T> }): Promise<T | undefined> =>
  result.unwrap().catch(() => undefined);
