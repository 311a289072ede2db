import { Provider as ReduxProvider } from 'react-redux';
import { StoreSessionProvider, sessionCommandsFor } from '../shared/session/StoreSession';
import { StoreShellRoot } from '../shell/StoreShellRoot';
import { store } from './store';

/**
 * The app's Redux part, loaded on demand by `storeLoader` (issue 4's budget keeps Redux Toolkit, immer and
 * react-redux out of the sign-in pages' first load): the store, the session hooks fed from it, the shell.
 */
export function StoreRoot() {
  return (
    <ReduxProvider store={store}>
      <StoreSessionProvider>
        <StoreShellRoot />
      </StoreSessionProvider>
    </ReduxProvider>
  );
}

/** The session commands on this store, for what asked for them before it loaded (a sign-in). */
export const storeSessionCommands = sessionCommandsFor(store.dispatch);
