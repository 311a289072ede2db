import { LANDING_PATHS, landingPathFor, type User } from '@cppcc/contracts';

/**
 * What the home page offers: a guest the way to sign in; a user with a workbench the way there; a signed-in
 * user without a workflow role (self-registered `user`) what the account can do and how to get a role —
 * never a link to their own landing, which is this page (it would loop).
 */
export type HomeView =
  { kind: 'guest'; signInPath: string } | { kind: 'workbench'; workbenchPath: string } | { kind: 'noRole' };

export function homeViewFor(user: User): HomeView {
  if (user.role.length === 0) return { kind: 'guest', signInPath: LANDING_PATHS.guest };
  const landing = landingPathFor(user.role);
  return landing === LANDING_PATHS.signedIn
    ? { kind: 'noRole' }
    : { kind: 'workbench', workbenchPath: landing };
}

/** Pages every signed-in account may open, whatever its roles (their routes allow `authRoles.signedIn`). */
export const SIGNED_IN_PAGES = { notifications: '/apps/notifications', chat: '/apps/chat' } as const;
