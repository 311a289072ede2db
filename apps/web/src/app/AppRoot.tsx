import { useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { storage } from '../shared/lib/storage';
import { GUEST_SESSION, SessionContext, type SessionAccess } from '../shared/session/sessionContext';
import { readStoredToken } from '../shared/session/storedSession';
import { GuestShellRoot } from '../shell/GuestShellRoot';
import { isRouteHandle, type RouteHandle } from '../shared/routing';
import { Splash } from '../shell/Splash';
import { loadStore, useStoreLoad, type StoreModule } from './storeLoader';

/**
 * The session before the store loads: a guest, decided at once. A command loads the store and runs there,
 * and the app then renders with the store (a sign-in is recorded before that first render).
 */
export const guestSession: SessionAccess = {
  view: GUEST_SESSION,
  commands: {
    completeSignIn: (user, token, flow) =>
      void loadStore((store) => store.storeSessionCommands.completeSignIn(user, token, flow)),
    announceSignIn: (flow) => void loadStore((store) => store.storeSessionCommands.announceSignIn(flow)),
    rememberRedirect: (path) => void loadStore((store) => store.storeSessionCommands.rememberRedirect(path)),
    consumeRedirect: () => void loadStore((store) => store.storeSessionCommands.consumeRedirect()),
    // A guest has no session that a 401 could end.
    unauthorized: () => undefined,
  },
};

/** A page renders before the store loads when its route says it can and no stored token waits to resume. */
export function rendersWithoutStore(handle: RouteHandle | undefined, storedToken: string | null): boolean {
  return handle?.storeless === true && storedToken === null;
}

/**
 * Which tree renders the page. A guest's storeless page keeps the guest tree when the store loads under it
 * (a toast, a remembered path): switching trees would remount the page and lose what was typed in it; the
 * store's banner shows over it instead. The store takes over for good once someone signs in or a page needs
 * it (that page is new anyway), and from then on serves every page.
 */
export function rootFor(state: {
  withoutStore: boolean;
  loaded: boolean;
  signedIn: boolean;
  storeShown: boolean;
}): 'guest' | 'splash' | 'store' {
  if (!state.loaded) return state.withoutStore ? 'guest' : 'splash';
  return state.withoutStore && !state.signedIn && !state.storeShown ? 'guest' : 'store';
}

const unsubscribed = () => () => undefined;

/** Whether someone is signed in on the loaded store (false before it loads), re-rendering when it changes. */
function useStoreSignedIn(module: StoreModule | null): boolean {
  const subscribe = useCallback(
    (listener: () => void) => (module ? module.storeSignIn.subscribe(listener) : unsubscribed()),
    [module],
  );
  return useSyncExternalStore(subscribe, () => module?.storeSignIn.signedIn() ?? false);
}

/**
 * The router's root element. Redux loads on demand (issue 4's budget): a guest on a sign-in page renders with
 * `guestSession` and the guest's stored settings; any other page, or a stored token to resume, shows the splash
 * until the store has loaded. The store then serves the pages (see `rootFor`).
 */
export function AppRoot() {
  const load = useStoreLoad();
  // The tree the store brings renders as a transition, in slices between which the browser may paint and
  // answer input, not in one long task on a phone's first load (issue 17).
  const module = useDeferredValue(load.module);
  const { failure } = load;
  const signedIn = useStoreSignedIn(module);
  const [storeShown, setStoreShown] = useState(false);
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const withoutStore = rendersWithoutStore(handle, readStoredToken({ getItem: (key) => storage.get(key) }));
  const root = rootFor({ withoutStore, loaded: module !== null, signedIn, storeShown });
  useEffect(() => {
    if (!withoutStore) void loadStore();
  }, [withoutStore]);
  // Remembered during this render (React renders again at once): once shown, the store stays.
  if (root === 'store' && !storeShown) setStoreShown(true);
  if (failure) throw failure; // the route's error boundary: the 500 page, or its last-resort reload button
  if (module && root === 'store') return <module.StoreRoot />;
  if (root === 'splash') return <Splash />;
  return (
    <SessionContext value={guestSession}>
      <GuestShellRoot>{module && <module.StoreMessages />}</GuestShellRoot>
    </SessionContext>
  );
}
