import { useEffect, useRef } from 'react';
import { MessageHost } from '../shared/message/MessageHost';
import { useServerUnreachable, useUser } from '../shared/session/hooks';
import { ServerUnreachablePage } from '../shared/session/ServerUnreachablePage';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { guestState } from './settings/guestSettings';
import { selectChosenSettings, settingsLoaded } from './settings/settingsSlice';
import { ShellRoot } from './ShellRoot';
import { userIdOf } from './user/shellUser';

/** A signed-in user's saved settings apply when they sign in; signing out brings back the guest's. */
function useUserSettingsSync() {
  const user = useUser();
  const dispatch = useAppDispatch();
  const previous = useRef<string | null>(null);
  const id = userIdOf(user);
  useEffect(() => {
    if (previous.current === id) return;
    const wasSignedIn = previous.current !== null;
    previous.current = id;
    if (id !== null) {
      dispatch(settingsLoaded({ settings: user.data.settings, shortcuts: user.data.shortcuts }));
    } else if (wasSignedIn) {
      const guest = guestState();
      dispatch(settingsLoaded({ settings: guest.chosen, shortcuts: guest.shortcuts }));
    }
  }, [dispatch, id, user]);
}

/**
 * The shell once the Redux store is loaded: the chosen settings from the store, the message banner, and the
 * server-unreachable page while a stored session waits for the server.
 */
export function StoreShellRoot() {
  const chosen = useAppSelector(selectChosenSettings);
  const unreachable = useServerUnreachable();
  useUserSettingsSync();
  // In this chunk, not a lazy one: with the server away, a chunk could not load.
  const waiting = unreachable ? <ServerUnreachablePage unreachable={unreachable} /> : undefined;
  return (
    <ShellRoot chosen={chosen} waiting={waiting}>
      <MessageHost />
    </ShellRoot>
  );
}
