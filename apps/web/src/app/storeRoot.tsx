import { Provider as ReduxProvider } from 'react-redux';
import { NavigationContext } from '../shared/navigation/NavigationContext';
import { StoreSessionProvider, sessionCommandsFor } from '../shared/session/StoreSession';
import { StoreShellRoot } from '../shell/StoreShellRoot';
import { navigationConfig } from './navigation';
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
        <NavigationContext value={navigationConfig}>
          <StoreShellRoot />
        </NavigationContext>
      </StoreSessionProvider>
    </ReduxProvider>
  );
}

/** The session commands on this store, for what asked for them before it loaded (a sign-in). */
export const storeSessionCommands = sessionCommandsFor(store.dispatch);
