import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { storage } from '../shared/lib/storage';
import { GUEST_SESSION, SessionContext, type SessionAccess } from '../shared/session/sessionContext';
import { readStoredToken } from '../shared/session/storedSession';
import { GuestShellRoot } from '../shell/GuestShellRoot';
import { isRouteHandle, type RouteHandle } from '../shared/routing';
import { Splash } from '../shell/Splash';
import { loadStore, useStoreLoad } from './storeLoader';

/**
 * The session before the store loads: a guest, decided at once. A command loads the store and runs there,
 * and the app then renders with the store (a sign-in is recorded before that first render).
 */
export const guestSession: SessionAccess = {
  view: GUEST_SESSION,
  commands: {
    completeSignIn: (user, token, flow) =>
      void loadStore((store) => store.storeSessionCommands.completeSignIn(user, token, flow)),
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
 * The router's root element. Redux loads on demand (issue 4's budget): a guest on a sign-in page renders with
 * `guestSession` and the guest's stored settings; any other page, or a stored token to resume, shows the splash
 * until the store has loaded. Once loaded, the store serves every page.
 */
export function AppRoot() {
  const { module, failure } = useStoreLoad();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const withoutStore =
    module === null && rendersWithoutStore(handle, readStoredToken({ getItem: (key) => storage.get(key) }));
  useEffect(() => {
    if (!withoutStore) void loadStore();
  }, [withoutStore]);
  if (failure) throw failure; // the route's error boundary: the 500 page, or its last-resort reload button
  if (module) return <module.StoreRoot />;
  if (!withoutStore) return <Splash />;
  return (
    <SessionContext value={guestSession}>
      <GuestShellRoot />
    </SessionContext>
  );
}
