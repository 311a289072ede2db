import { GUEST_USER } from '../../shared/session/sessionContext';
import type { Role, User } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { homeViewFor } from './homeView';

const withRoles = (role: Role[]): User => ({ ...GUEST_USER, uid: 'u1', role });

describe('what the home page offers', () => {
  it('offers a guest the sign-in page', () => {
    expect(homeViewFor(GUEST_USER)).toEqual({ kind: 'guest', signInPath: '/login' });
  });
  it('takes a user with a workflow role to their workbench', () => {
    expect(homeViewFor(withRoles(['members']))).toEqual({
      kind: 'workbench',
      workbenchPath: '/apps/todo/index',
    });
    expect(homeViewFor(withRoles(['staff', 'user']))).toEqual({
      kind: 'workbench',
      workbenchPath: '/apps/staff/index',
    });
  });
  it('never links a role-less account to its own landing, which is this page', () => {
    expect(homeViewFor(withRoles(['user']))).toEqual({ kind: 'noRole' });
  });
});
