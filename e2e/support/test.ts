// The specs' `test`: Playwright's, with one harness cost taken out. Every spec imports `test` from here
// (eslint.config.js holds e2e/tests to it); `expect` and the types stay Playwright's.
import { readFileSync } from 'node:fs';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

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

/**
 * A context with a storage state's localStorage, without Playwright's way of restoring it: for a state with
 * localStorage, Playwright opens a page (a renderer process) in the new context, loads each origin in it,
 * writes the items and closes it before handing the context over — 0.45 s of wall and 0.27 CPU-s per
 * context on two cores at load 6–7 (bench/RESULTS.md, stop 45, h-e2e), and nearly every test makes one.
 * Here the context starts with a marker cookie per origin (set through the protocol, no page) and an init
 * script writes the items on that origin's first document. The app sees the same storage when its first
 * script runs; the server reads no cookies.
 */
async function newContextWithState(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const given = options.storageState;
  const state: StorageState | undefined =
    typeof given === 'string' ? (JSON.parse(readFileSync(given, 'utf8')) as StorageState) : given;
  const withItems = (state?.origins ?? []).filter((origin) => origin.localStorage.length > 0);
  // IndexedDB (in a file saved with `indexedDB: true`) only Playwright's own restore writes.
  const indexedDb = (state?.origins ?? []).some((origin) => 'indexedDB' in origin);
  if (!state || withItems.length === 0 || indexedDb) return browser.newContext(options);
  const origins = withItems.map((origin) => ({
    origin: origin.origin,
    marker: markerName(origin.origin),
    items: origin.localStorage,
  }));
  const context = await browser.newContext({
    ...options,
    storageState: { cookies: state.cookies, origins: [] },
  });
  // By URL: a host-only cookie, which the page's own `max-age=0` removes (a domain cookie on `localhost`
  // would outlive it and restore the items again on every load).
  await context.addCookies(origins.map(({ origin, marker }) => ({ name: marker, value: '1', url: origin })));
  await context.addInitScript(restoreOnFirstDocument, origins);
  return context;
}

/** `browser` with newContext and newPage going through newContextWithState; the rest as it was. */
function withCheapStorageState(browser: Browser): Browser {
  const newContext: Browser['newContext'] = (options) => newContextWithState(browser, options);
  const newPage: Browser['newPage'] = async (options) => {
    const context = await newContextWithState(browser, options);
    const page = await context.newPage();
    // browser.newPage's page owns its context: closing the page closes it.
    page.once('close', () => void context.close());
    return page;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return newPage;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export const test = base.extend({
  // Worker-scoped like Playwright's own; its `context` and `page` fixtures make their contexts through it.
  browser: [async ({ browser }, use) => use(withCheapStorageState(browser)), { scope: 'worker' }],
});
