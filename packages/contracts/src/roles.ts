import { labelMessages } from './labelMessages';
import type { Language } from './messages';

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

/** Each role's name as people read it (the toolbar, the admin's user list); the web's `role.*` texts. */
export const ROLE_LABELS: Record<Role, Record<Language, string>> = {
  admin: { 'zh-CN': '管理员', en: 'Administrator' },
  staff: { 'zh-CN': '工作人员', en: 'Staff' },
  user: { 'zh-CN': '注册用户', en: 'Registered user' },
  undertaker: { 'zh-CN': '承办单位', en: 'Responsible unit' },
  members: { 'zh-CN': '政协委员', en: 'CPPCC member' },
  leader: { 'zh-CN': '督办领导', en: 'Supervising leader' },
  approver: { 'zh-CN': '答复签发人', en: 'Reply approver' },
};

/** The role names as `role.<code>` texts of one language, for a message catalogue. */
export function roleMessages(language: Language): Record<`role.${Role}`, string> {
  return labelMessages('role', ROLE_LABELS, language);
}

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
