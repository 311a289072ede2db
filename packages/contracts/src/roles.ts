/**
 * Roles and the access rule (seed 000 §6). Server route guards, the web route guard and the
 * navigation filter all call `hasAccess`, so the rule exists exactly once.
 */
/**
 * `leader` 督办领导: supervises the key proposals an admin or staff names them for (proposal-workflow.md).
 * `approver` 签发人: signs off (签发) the replies of their own unit before they leave it; held beside
 * `undertaker` (issue 28 §2).
 */
export const ROLES = ['admin', 'staff', 'user', 'undertaker', 'members', 'leader', 'approver'] as const;
export type Role = (typeof ROLES)[number];

/** `null`/`undefined` = open to everyone; `[]` = only users without a role (guests). */
export type AuthList = readonly Role[] | null | undefined;

/** The seed's named auth lists, plus the two workflow roles' own lists. */
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [],
  undertaker: ['undertaker'],
  members: ['members'],
  leader: ['leader'],
  approver: ['approver'],
  /** Who records supervision (督办): the committee, and the leader of a key proposal (checked per proposal). */
  supervisors: ['admin', 'staff', 'leader'],
  /** Anyone signed in, whatever their role. */
  signedIn: ['admin', 'staff', 'user', 'undertaker', 'members', 'leader', 'approver'],
} as const satisfies Record<string, readonly Role[]>;

/** A 签发人 signs for a unit, so the right needs the unit role beside it (the admin form and server check). */
export function approverWithoutUnit(roles: readonly string[]): boolean {
  return roles.includes('approver') && !roles.includes('undertaker');
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Seed 000 §6: allowed if the auth list is unset; an empty list admits only users without a role;
 * otherwise the user needs at least one of the listed roles.
 */
export function hasAccess(auth: AuthList, userRoles: readonly string[] | null | undefined): boolean {
  if (auth === null || auth === undefined) return true;
  const roles = userRoles ?? [];
  if (auth.length === 0) return roles.length === 0;
  return roles.some((role) => (auth as readonly string[]).includes(role));
}
