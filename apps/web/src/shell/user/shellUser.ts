import type { User } from '@cppcc/contracts';
import { useUser } from '../../shared/session/hooks';

/** The signed-in user's id, or null for the guest (role [], uid ''). */
export function userIdOf(user: User): string | null {
  return user.role.length > 0 && user.uid ? user.uid : null;
}

/** The user as the toolbar shows them (seed 000 §3). */
export function useShellUser() {
  const user = useUser();
  return {
    signedIn: user.role.length > 0,
    roles: user.role,
    displayName: user.data.displayName || null,
    photoURL: user.data.photoURL ?? undefined,
  };
}
