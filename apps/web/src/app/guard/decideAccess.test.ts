import { authRoles } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './decideAccess';

const base = { path: '/apps/staff/index?tab=2', redirectUrl: null };

describe('decideAccess (seed 000 §4)', () => {
  it('allows open routes to everyone', () => {
    expect(decideAccess({ ...base, auth: undefined, roles: [] })).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...base, auth: null, roles: ['admin'] })).toEqual({ kind: 'allow' });
  });
  it('allows a listed role', () => {
    expect(decideAccess({ ...base, auth: authRoles.staff, roles: ['staff'] })).toEqual({ kind: 'allow' });
  });
  it('sends a denied guest to /login and remembers the attempted path', () => {
    expect(decideAccess({ ...base, auth: authRoles.staff, roles: [] })).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/apps/staff/index?tab=2',
    });
  });
  it('sends a denied signed-in user to the saved redirect and uses it up', () => {
    expect(
      decideAccess({ ...base, auth: authRoles.admin, roles: ['members'], redirectUrl: '/apps/todo/index' }),
    ).toEqual({
      kind: 'redirect',
      to: '/apps/todo/index',
      consumeRedirect: true,
    });
  });
  it("sends a denied signed-in user to '/' without a saved redirect", () => {
    expect(decideAccess({ ...base, auth: authRoles.admin, roles: ['user'] })).toEqual({
      kind: 'redirect',
      to: '/',
      consumeRedirect: false,
    });
  });
  it('never redirects to the path just denied', () => {
    const path = '/apps/staff/index';
    expect(decideAccess({ auth: authRoles.staff, roles: ['members'], path, redirectUrl: path })).toEqual({
      kind: 'redirect',
      to: '/',
      consumeRedirect: true,
    });
  });
  it('keeps signed-in users off guest-only pages (empty auth list)', () => {
    expect(
      decideAccess({ ...base, path: '/login', auth: authRoles.onlyGuest, roles: ['admin'] }),
    ).toMatchObject({ to: '/' });
    expect(decideAccess({ ...base, path: '/login', auth: authRoles.onlyGuest, roles: [] })).toEqual({
      kind: 'allow',
    });
  });
});
