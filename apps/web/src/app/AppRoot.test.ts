import type { User } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { GUEST_USER } from '../shared/session/sessionContext';
import { guestSession, rendersWithoutStore, rootFor } from './AppRoot';
import { store } from './store';
import { loadStore } from './storeLoader';

const staff: User = {
  ...GUEST_USER,
  uid: 'u1',
  role: ['staff'],
  data: { ...GUEST_USER.data, displayName: 'Staff' },
};

describe('the app before the Redux store loads', () => {
  it('renders only pages marked storeless, and only without a stored token to resume', () => {
    expect(rendersWithoutStore({ storeless: true }, null)).toBe(true);
    expect(rendersWithoutStore({ storeless: true }, 'stored.jwt.token')).toBe(false);
    expect(rendersWithoutStore({}, null)).toBe(false);
    expect(rendersWithoutStore(undefined, null)).toBe(false);
  });
  it('is a decided guest', () => {
    expect(guestSession.view).toEqual({
      user: GUEST_USER,
      status: 'ready',
      redirectUrl: null,
      unreachable: null,
    });
  });
  it('loads the store for a sign-in and records it there before the store is shown', async () => {
    let seenAtLoad: unknown;
    guestSession.commands.completeSignIn(staff, 'signed.jwt.token', 'jwt');
    guestSession.commands.rememberRedirect('/apps/staff/index');
    await loadStore(() => {
      seenAtLoad = store.getState().session;
    });
    expect(seenAtLoad).toMatchObject({ user: staff, status: 'ready', redirectUrl: '/apps/staff/index' });
  });
  it("keeps a guest's page on the guest tree when the store loads under it, until a sign-in", () => {
    const guestPage = { withoutStore: true, signedIn: false, storeShown: false };
    expect(rootFor({ ...guestPage, loaded: false })).toBe('guest');
    expect(rootFor({ ...guestPage, loaded: true })).toBe('guest');
    expect(rootFor({ ...guestPage, loaded: true, signedIn: true })).toBe('store');
    expect(rootFor({ ...guestPage, loaded: true, storeShown: true })).toBe('store');
    expect(rootFor({ ...guestPage, withoutStore: false, loaded: false })).toBe('splash');
    expect(rootFor({ ...guestPage, withoutStore: false, loaded: true })).toBe('store');
  });
});
