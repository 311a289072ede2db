import { Provider as ReduxProvider } from 'react-redux';
import { MessageHost } from '../shared/message/MessageHost';
import { selectIsSignedIn } from '../shared/session/sessionSlice';
import { StoreSessionProvider, sessionCommandsFor } from '../shared/session/StoreSession';
import { StoreShellRoot } from '../shell/StoreShellRoot';
import { NavigationProvider } from './NavigationProvider';
import { store } from './store';

/**
 * The app's Redux part, loaded on demand by `storeLoader` (issue 4's budget keeps Redux Toolkit, immer and
 * react-redux out of the sign-in pages' first load): the store, the session hooks fed from it, the
 * navigation tree, the shell.
 */
export function StoreRoot() {
  return (
    <ReduxProvider store={store}>
      <StoreSessionProvider>
        <NavigationProvider>
          <StoreShellRoot />
        </NavigationProvider>
      </StoreSessionProvider>
    </ReduxProvider>
  );
}

/** The session commands on this store, for what asked for them before it loaded (a sign-in). */
export const storeSessionCommands = sessionCommandsFor(store.dispatch);

/**
 * The store's message banner alone, for a guest's page that keeps rendering without the store once it has
 * loaded (a toast such as 'Logging in with Firebase' must not remount the form under it; see AppRoot).
 */
export function StoreMessages() {
  return (
    <ReduxProvider store={store}>
      <MessageHost />
    </ReduxProvider>
  );
}

/** Whether someone is signed in on this store, and changes to it, for AppRoot's choice of tree. */
export const storeSignIn = {
  subscribe: (listener: () => void) => store.subscribe(listener),
  signedIn: () => selectIsSignedIn(store.getState()),
};
