import { describe, expect, it } from 'vitest';
import { redirectDue, type RouterNow } from './Redirect';

const shown = { pathname: '/', search: '', hash: '', key: 'k1' };
const idle = { state: 'idle' };

describe('redirectDue', () => {
  it('redirects while the router still shows the page the redirect was rendered on', () => {
    expect(redirectDue(shown, { location: shown, navigation: idle })).toBe(true);
  });

  it('stands down once a back/forward, a link or another redirect has moved the page on', () => {
    const moved: RouterNow = {
      location: { ...shown, pathname: '/pages/errors/error-404', key: 'default' },
      navigation: idle,
    };
    expect(redirectDue(shown, moved)).toBe(false);
    // The same path again is another history entry: its own render decides.
    expect(redirectDue(shown, { location: { ...shown, key: 'k2' }, navigation: idle })).toBe(false);
    expect(redirectDue(shown, { location: { ...shown, search: '?a=1' }, navigation: idle })).toBe(false);
  });

  it('stands down while a navigation is under way (its routes or data still loading)', () => {
    expect(redirectDue(shown, { location: shown, navigation: { state: 'loading' } })).toBe(false);
  });

  it('redirects outside a data router, where there is no router state to compare', () => {
    expect(redirectDue(shown, undefined)).toBe(true);
  });
});
