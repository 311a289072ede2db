import { useMemo, type ReactNode } from 'react';
import { guestState } from './settings/guestSettings';
import { ShellRoot } from './ShellRoot';

/**
 * The shell before the Redux store loads (a guest on a sign-in page): the guest's stored settings, read once.
 * Nothing here shows a message itself: whatever would loads the store, whose banner comes as `children`.
 */
export function GuestShellRoot({ children }: { children?: ReactNode }) {
  const chosen = useMemo(() => guestState().chosen, []);
  return <ShellRoot chosen={chosen}>{children}</ShellRoot>;
}
