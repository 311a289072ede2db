import { describe, expect, it } from 'vitest';
import { redirectConsumed, redirectRemembered, sessionExpired, sessionSlice, signedIn } from './sessionSlice';

const reducer = sessionSlice.reducer;
const guest = reducer(undefined, { type: 'init' });

describe('session slice', () => {
  it('starts as a guest with no roles', () => {
    expect(guest.user).toBeNull();
    expect(sessionSlice.selectors.selectRoles({ session: guest })).toEqual([]);
  });
  it('returns the same empty roles array every time (stable selector)', () => {
    const state = { session: guest };
    expect(sessionSlice.selectors.selectRoles(state)).toBe(sessionSlice.selectors.selectRoles(state));
  });
  it('turns a signed-in user into a guest on expiry and says why', () => {
    const user = reducer(guest, signedIn({ id: 'u1', displayName: 'Admin', roles: ['admin'] }));
    const expired = reducer(user, sessionExpired());
    expect(expired.user).toBeNull();
    expect(expired.endedBecause).toBe('expired');
    expect(reducer(guest, sessionExpired()).endedBecause).toBeNull();
  });
  it('remembers and consumes the redirect url', () => {
    const remembered = reducer(guest, redirectRemembered('/apps/staff/index?x=1'));
    expect(remembered.redirectUrl).toBe('/apps/staff/index?x=1');
    expect(reducer(remembered, redirectConsumed()).redirectUrl).toBeNull();
  });
});
