import type { Role } from './roles';

/**
 * Where a user lands on `/apps/index` (seed 000 §2.3 plus the sign-in issue): the web router and any
 * server-side redirect after sign-in use this one function.
 */
export const LANDING_PATHS = {
  undertaker: '/apps/undertaker/index',
  members: '/apps/todo/index',
  /** admin and staff: the staff workbench (the seed's "anyone else → login" would loop for them). */
  staff: '/apps/staff/index',
  /** Signed in without a workflow role (self-registered `user`): a neutral home, again to avoid a loop. */
  signedIn: '/apps/home',
  guest: '/login',
} as const;

export const LOGIN_PATH = LANDING_PATHS.guest;

export function landingPathFor(roles: readonly Role[] | readonly string[] | null | undefined): string {
  const list: readonly string[] = roles ?? [];
  // Order follows the seed: undertaker first, then members, then the staff workbench.
  if (list.includes('undertaker')) return LANDING_PATHS.undertaker;
  if (list.includes('members')) return LANDING_PATHS.members;
  if (list.includes('admin') || list.includes('staff')) return LANDING_PATHS.staff;
  if (list.length === 0) return LANDING_PATHS.guest;
  return LANDING_PATHS.signedIn;
}
