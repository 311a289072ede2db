import { describe, expect, it } from 'vitest';
import { authRoles, hasAccess, isRole } from './roles';

describe('hasAccess (seed 000 §6)', () => {
  it('admits everyone when the auth list is unset', () => {
    expect(hasAccess(undefined, [])).toBe(true);
    expect(hasAccess(null, ['admin'])).toBe(true);
  });
  it('admits only guests when the list is empty', () => {
    expect(hasAccess(authRoles.onlyGuest, [])).toBe(true);
    expect(hasAccess(authRoles.onlyGuest, null)).toBe(true);
    expect(hasAccess(authRoles.onlyGuest, ['user'])).toBe(false);
  });
  it('needs at least one listed role otherwise', () => {
    expect(hasAccess(authRoles.staff, ['staff'])).toBe(true);
    expect(hasAccess(authRoles.staff, ['members', 'admin'])).toBe(true);
    expect(hasAccess(authRoles.staff, ['user'])).toBe(false);
    expect(hasAccess(authRoles.admin, [])).toBe(false);
  });
  it('recognises the roles of the seed', () => {
    expect(isRole('undertaker')).toBe(true);
    expect(isRole('guest')).toBe(false);
  });
});
