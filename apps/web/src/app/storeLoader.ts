import { useSyncExternalStore } from 'react';
import { loadAllMessages } from '../shared/i18n/allMessages';
import { currentLanguage } from '../shared/i18n/i18n';
import type * as StoreRootModule from './storeRoot';

export type StoreModule = typeof StoreRootModule;

interface StoreLoad {
  module: StoreModule | null;
  /** Why the module could not load (e.g. its chunk is gone after a deployment). */
  failure: Error | null;
}

let current: StoreLoad = { module: null, failure: null };
let loading: Promise<void> | null = null;
const waiting: ((module: StoreModule) => void)[] = [];
const listeners = new Set<() => void>();

function publish(next: StoreLoad): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the Redux store and what renders with it (`storeRoot`), once. `then` runs on the loaded module before
 * the app switches over to it, so a sign-in made without the store is in the store when it first renders.
 */
export function loadStore(then?: (module: StoreModule) => void): Promise<void> {
  if (current.module) {
    then?.(current.module);
    return Promise.resolve();
  }
  if (then) waiting.push(then);
  // The catalogue of the language on screen loads beside the store module (the inline start preloads both).
  loading ??= Promise.all([import('./storeRoot'), loadAllMessages(currentLanguage())]).then(
    ([module]) => {
      for (const run of waiting.splice(0)) run(module);
      publish({ module, failure: null });
    },
    (failure: unknown) => {
      waiting.length = 0;
      publish({ module: null, failure: failure instanceof Error ? failure : new Error(String(failure)) });
    },
  );
  return loading;
}

/** The store's module once loaded (components re-render then), or the reason it failed. */
export function useStoreLoad(): StoreLoad {
  return useSyncExternalStore(subscribe, () => current);
}
