import { useMemo } from 'react';
import { guestState } from './settings/guestSettings';
import { ShellRoot } from './ShellRoot';

/**
 * The shell before the Redux store loads (a guest on a sign-in page): the guest's stored settings, read once.
 * Nothing here can show a message; whatever would loads the store first.
 */
export function GuestShellRoot() {
  const chosen = useMemo(() => guestState().chosen, []);
  return <ShellRoot chosen={chosen} />;
}
