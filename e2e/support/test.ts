// The specs' `test`: Playwright's, with two harness costs taken out. Every spec imports `test` from here
// (eslint.config.js holds e2e/tests to it); `expect` and the types stay Playwright's.
// - A saved sign-in without a restore page: contexts with a storage state's localStorage get it through a
//   marker cookie and an init script (newContextWithState below), for `browser.newContext` and the fixtures.
// - Warm contexts: the `context` fixture (and so `page`) takes a context from the worker's pool, reset between
//   tests but for its HTTP cache (support/context-pool.ts). A test that needs a new, cold one (a first load's
//   network, the browser's cache) says `test.use({ freshContext: true })`. Contexts a test makes itself with
//   `browser.newContext` are new as before.
import { readFileSync } from 'node:fs';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { ContextPool, type ContextMaker } from './context-pool';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type OriginState = StorageState['origins'][number];

/** The marker cookie of a state's origin: set with the context, taken by the origin's first page. */
function markerName(origin: string): string {
  return `e2e-restore-${new URL(origin).port || 'default'}`;
}

/**
 * The page-side half: on the first document of a state's origin (the marker cookie still there) it writes
 * the saved localStorage before any of the app's scripts run, then drops the marker, so a later page or a
 * reload after a sign-out finds what the app left, as with Playwright's own restore. Runs in the page:
 * self-contained.
 */
function restoreOnFirstDocument(
  origins: { origin: string; marker: string; items: OriginState['localStorage'] }[],
) {
  const state = origins.find((candidate) => candidate.origin === location.origin);
  if (!state || !document.cookie.split('; ').includes(`${state.marker}=1`)) return;
  for (const { name, value } of state.items) localStorage.setItem(name, value);
  document.cookie = `${state.marker}=; max-age=0; path=/`;
}

/** The options with a storage state file read: the state itself, so that the pool's key is its content. */
function withStateRead(options: BrowserContextOptions): BrowserContextOptions {
  const given = options.storageState;
  if (typeof given !== 'string') return options;
  return { ...options, storageState: JSON.parse(readFileSync(given, 'utf8')) as StorageState };
}

/**
 * A context with a storage state's localStorage, without Playwright's way of restoring it: for a state with
 * localStorage, Playwright opens a page (a renderer process) in the new context, loads each origin in it,
 * writes the items and closes it before handing the context over — 0.45 s of wall and 0.27 CPU-s per
 * context on two cores at load 6–7 (bench/RESULTS.md, stop 45, h-e2e), and nearly every test makes one.
 * Here the context starts with a marker cookie per origin (set through the protocol, no page) and an init
 * script writes the items on that origin's first document. The app sees the same storage when its first
 * script runs; the server reads no cookies. `restoreCookies` sets the state's cookies and markers again (the
 * pool's reset, after clearing the cookies and the origins' storage).
 */
const makeContext =
  (browser: Browser): ContextMaker =>
  async (options = {}) => {
    const state = withStateRead(options).storageState as StorageState | undefined;
    const withItems = (state?.origins ?? []).filter((origin) => origin.localStorage.length > 0);
    // IndexedDB (in a file saved with `indexedDB: true`) only Playwright's own restore writes.
    const indexedDb = (state?.origins ?? []).some((origin) => 'indexedDB' in origin);
    const cookies = state?.cookies ?? [];
    if (!state || withItems.length === 0 || indexedDb) {
      const context = await browser.newContext(options);
      const restoreCookies = async () => {
        if (cookies.length > 0) await context.addCookies(cookies);
      };
      return { context, restoreCookies };
    }
    const origins = withItems.map((origin) => ({
      origin: origin.origin,
      marker: markerName(origin.origin),
      items: origin.localStorage,
    }));
    const context = await browser.newContext({ ...options, storageState: { cookies, origins: [] } });
    // By URL: a host-only cookie, which the page's own `max-age=0` removes (a domain cookie on `localhost`
    // would outlive it and restore the items again on every load).
    const markers = origins.map(({ origin, marker }) => ({ name: marker, value: '1', url: origin }));
    await context.addCookies(markers);
    await context.addInitScript(restoreOnFirstDocument, origins);
    const restoreCookies = () => context.addCookies([...cookies, ...markers]);
    return { context, restoreCookies };
  };

/** The browsers behind withCheapStorageState's proxies, for the pool's own contexts. */
const unwrapped = new WeakMap<Browser, Browser>();

/** `browser` with newContext and newPage going through makeContext; the rest as it was. */
function withCheapStorageState(browser: Browser): Browser {
  const make = makeContext(browser);
  const newContext: Browser['newContext'] = async (options) => (await make(options ?? {})).context;
  const newPage: Browser['newPage'] = async (options) => {
    const context = await newContext(options);
    const page = await context.newPage();
    // browser.newPage's page owns its context: closing the page closes it.
    page.once('close', () => void context.close());
    return page;
  };
  const proxy = new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return newPage;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  unwrapped.set(proxy, browser);
  return proxy;
}

/**
 * Two of Playwright's own test fixtures (playwright 1.65.1, lib/index.js), which its `context` fixture uses
 * and which @playwright/test does not export the types of: the test's context options, combined from
 * `test.use` and the config, and the factory that makes (and after the test closes) a context with video
 * and tracing as configured. A Playwright that renames them fails every spec at once ("unknown fixture").
 */
interface PlaywrightContextFixtures {
  _combinedContextOptions: BrowserContextOptions;
  _contextFactory: (
    options?: BrowserContextOptions,
  ) => Promise<{ context: BrowserContext; close: () => Promise<void> }>;
}
const playwrightTest = base as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightContextFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = playwrightTest.extend<{ freshContext: boolean }, { contextPool: ContextPool }>({
  // Worker-scoped like Playwright's own; its `context` and `page` fixtures make their contexts through it.
  browser: [async ({ browser }, use) => use(withCheapStorageState(browser)), { scope: 'worker' }],
  contextPool: [
    async ({ browser }, use) => {
      const pool = new ContextPool(makeContext(unwrapped.get(browser) ?? browser));
      await use(pool);
      await pool.closeAll();
    },
    { scope: 'worker' },
  ],
  freshContext: [false, { option: true }],
  context: async (
    { contextPool, freshContext, video, _combinedContextOptions, _contextFactory },
    use,
    testInfo,
  ) => {
    const options = withStateRead(_combinedContextOptions);
    const recording = (typeof video === 'string' ? video : video.mode) !== 'off';
    const lease = freshContext || recording ? undefined : await contextPool.take(options);
    if (!lease) {
      // Playwright's own way (video, close reason), with the options given so that the state's
      // localStorage goes through the marker cookie rather than a restore page.
      const { context, close } = await _contextFactory(options);
      await use(context);
      await close();
      return;
    }
    await use(lease.context);
    const reason =
      testInfo.status === 'timedOut' ? `Test timeout of ${testInfo.timeout}ms exceeded.` : 'Test ended.';
    await contextPool.giveBack(lease, testInfo.status === testInfo.expectedStatus, reason);
  },
});
