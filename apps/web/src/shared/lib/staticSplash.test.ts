import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdStaticSplash, releaseStaticSplash, staticSplashShown } from './staticSplash';

// The web tests run without a DOM: a document holding one removable #splash stands in for index.html's.
function pageWithSplash() {
  const page = { splash: true };
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'splash' && page.splash ? { remove: () => (page.splash = false) } : null,
  });
  return page;
}

const afterCommit = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => vi.unstubAllGlobals());

describe("index.html's splash", () => {
  it('stays while a Splash holds it, also when one Splash replaces another within a commit', async () => {
    const page = pageWithSplash();
    const first = holdStaticSplash();
    releaseStaticSplash(); // the app's first commit, with a Splash in it
    await afterCommit();
    expect(page.splash).toBe(true);
    first(); // one Splash goes and another comes in the same commit
    const second = holdStaticSplash();
    await afterCommit();
    expect(staticSplashShown()).toBe(true);
    second();
    second(); // a cleanup run twice releases once
    expect(page.splash).toBe(true); // not before the commit is done
    await afterCommit();
    expect(page.splash).toBe(false);
    expect(staticSplashShown()).toBe(false);
  });

  it('goes at the first commit that has no Splash', async () => {
    const page = pageWithSplash();
    releaseStaticSplash();
    await afterCommit();
    expect(page.splash).toBe(false);
  });

  it('is not there without a document (server rendering)', () => {
    expect(staticSplashShown()).toBe(false);
  });
});
