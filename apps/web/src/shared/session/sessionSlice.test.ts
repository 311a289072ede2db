import type { User } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { GUEST_USER } from './sessionContext';
import {
  redirectConsumed,
  redirectRemembered,
  sessionExpired,
  sessionSlice,
  signedIn,
  signedOut,
  userUpdated,
} from './sessionSlice';

const reducer = sessionSlice.reducer;
const guest = reducer(undefined, { type: 'init' });
const admin: User = {
  ...GUEST_USER,
  uid: 'u1',
  role: ['admin'],
  data: { ...GUEST_USER.data, displayName: 'Admin' },
};

describe('session slice', () => {
  it('starts as an undecided guest with no roles', () => {
    expect(guest.user.role).toEqual([]);
    expect(guest.status).toBe('unknown');
    expect(sessionSlice.selectors.selectRoles({ session: guest })).toEqual([]);
  });
  it('returns the same roles array every time (stable selector)', () => {
    const state = { session: guest };
    expect(sessionSlice.selectors.selectRoles(state)).toBe(sessionSlice.selectors.selectRoles(state));
  });
  it('signs in, updates and signs out', () => {
    const user = reducer(guest, signedIn(admin));
    expect(user.status).toBe('ready');
    expect(sessionSlice.selectors.selectIsSignedIn({ session: user })).toBe(true);
    const renamed = reducer(user, userUpdated({ ...admin, data: { ...admin.data, displayName: 'Root' } }));
    expect(renamed.user.data.displayName).toBe('Root');
    expect(reducer(renamed, signedOut()).user).toBe(GUEST_USER);
  });
  it('ignores user updates for a guest', () => {
    expect(reducer(guest, userUpdated(admin)).user).toBe(GUEST_USER);
  });
  it('turns a signed-in user into a guest on expiry and says why', () => {
    const user = reducer(guest, signedIn(admin));
    const expired = reducer(user, sessionExpired('expired'));
    expect(expired.user.role).toEqual([]);
    expect(expired.endedBecause).toBe('expired');
    expect(reducer(user, sessionExpired(undefined)).endedBecause).toBe('invalid');
  });
  it('remembers and consumes the redirect url', () => {
    const remembered = reducer(guest, redirectRemembered('/apps/staff/index?x=1'));
    expect(remembered.redirectUrl).toBe('/apps/staff/index?x=1');
    expect(reducer(remembered, redirectConsumed()).redirectUrl).toBeNull();
  });
});
