// Warm browser contexts, reused by a worker's tests (the `context` fixture of support/test.ts). Every test had
// a new incognito context: in full headless Chromium a new profile and browser window, and an empty HTTP and
// code cache, so each test's first load fetched, decompressed and compiled the app's ~262 kB entry again.
// A context here outlives its test: the next test with the same context options gets it back, reset to what
// a new one would be except for its HTTP cache (whose hashed `/assets/*` files are immutable).
//
// Reset between tests: the test's pages closed, its cookies and the storage of every origin its pages
// visited cleared (localStorage, IndexedDB, Cache Storage, service workers…), the saved state put back (the
// marker cookie of support/test.ts), and what the test changed on the context through Playwright undone (init
// scripts, routes, listeners, offline, geolocation, headers, permissions). What a reset cannot undo (a clock,
// exposed functions, a CDP session, tracing, HTTP credentials, …) retires the context: it is closed after the
// test, as every context was before. So is the context of a test that did not end as expected.
import type { BrowserContext, BrowserContextOptions, Disposable, Page } from '@playwright/test';

/** Idle contexts kept per worker: a spec file uses one or two sets of options, its neighbours a few more. */
const MAX_IDLE = 4;

/** Context methods whose effect outlives the test and that the reset cannot take back. */
const UNRESETTABLE = [
  'exposeBinding',
  'exposeFunction',
  'newCDPSession',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setHTTPCredentials',
  'setStorageState',
] as const satisfies readonly (keyof BrowserContext)[];
const UNRESETTABLE_CLOCK = [
  'fastForward',
  'install',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const satisfies readonly (keyof BrowserContext['clock'])[];
const UNRESETTABLE_TRACING = [
  'start',
  'startChunk',
  'group',
] as const satisfies readonly (keyof BrowserContext['tracing'])[];
const UNRESETTABLE_CREDENTIALS = [
  'install',
  'create',
  'delete',
] as const satisfies readonly (keyof BrowserContext['credentials'])[];
/** What Storage.clearDataForOrigin clears of each origin a test's pages visited (cookies go for all at once). */
const STORAGE_TYPES = [
  'local_storage',
  'indexeddb',
  'cache_storage',
  'service_workers',
  'file_systems',
  'websql',
  'shared_storage',
  'storage_buckets',
].join(',');
const LISTENING = ['on', 'once', 'addListener', 'prependListener'] as const;

type Listener = (...args: unknown[]) => void;

/** What the current test did to a pooled context, for the reset to undo. */
interface Ledger {
  initScripts: Disposable[];
  listeners: [event: string, listener: Listener][];
  routed: boolean;
  offline: boolean;
  geolocation: boolean;
  headers: boolean;
  permissions: boolean;
}

const emptyLedger = (): Ledger => ({
  initScripts: [],
  listeners: [],
  routed: false,
  offline: false,
  geolocation: false,
  headers: false,
  permissions: false,
});

interface Entry {
  key: string;
  context: BrowserContext;
  options: BrowserContextOptions;
  /** The origins whose storage the reset clears: the base URL's, the state's and every one a page visited. */
  origins: Set<string>;
  ledger: Ledger;
  /** Why the context cannot be reset, once a test (or Playwright's tracing) did such a thing. */
  unresettable?: string;
  /** The context's own newCDPSession, which the guard turns into a reason to retire it. */
  cdpSession: BrowserContext['newCDPSession'];
  /** Puts the saved state's cookies (and its marker cookies) back after the reset cleared them. */
  restoreCookies: () => Promise<void>;
}

/** The pool's key of a test's context options; undefined when such a context is not to be shared. */
function poolKey(options: BrowserContextOptions): string | undefined {
  // Recordings belong to one test; Playwright restores a state with IndexedDB itself (support/test.ts).
  if (options.recordHar || options.recordVideo) return undefined;
  const state = options.storageState;
  if (state && typeof state === 'object' && state.origins.some((origin) => 'indexedDB' in origin))
    return undefined;
  try {
    return JSON.stringify(options);
  } catch {
    return undefined;
  }
}

const originOf = (url: string): string | undefined => {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed.origin : undefined;
};

export interface Lease {
  context: BrowserContext;
  entry: Entry;
}

/** Makes a context of the given options (with the saved state's cookies put back by `restoreCookies`). */
export type ContextMaker = (
  options: BrowserContextOptions,
) => Promise<{ context: BrowserContext; restoreCookies: () => Promise<void> }>;

export class ContextPool {
  /** Idle contexts by key, the least recently used first. */
  private readonly idle = new Map<string, Entry>();

  constructor(private readonly make: ContextMaker) {}

  /** A context for a test with these options: an idle one of the same options, or a new one; undefined when not shareable. */
  async take(options: BrowserContextOptions): Promise<Lease | undefined> {
    const key = poolKey(options);
    if (key === undefined) return undefined;
    const idle = this.idle.get(key);
    this.idle.delete(key);
    // Playwright starts tracing on every open context when a test records a trace (a retry): such a
    // context is retired while idle.
    if (idle?.unresettable) await idle.context.close();
    else if (idle) {
      idle.ledger = emptyLedger();
      return { context: idle.context, entry: idle };
    }
    const { context, restoreCookies } = await this.make(options);
    const entry: Entry = {
      key,
      context,
      options,
      origins: baseOrigins(options),
      ledger: emptyLedger(),
      cdpSession: context.newCDPSession.bind(context),
      restoreCookies,
    };
    context.on('page', (page: Page) =>
      page.on('framenavigated', (frame) => {
        const origin = originOf(frame.url());
        if (origin) entry.origins.add(origin);
      }),
    );
    guard(entry);
    return { context, entry };
  }

  /**
   * After the test: back to the pool, reset, when it passed and did nothing a reset cannot undo; else closed.
   * `reason` is the close reason Playwright gives (a test's timeout).
   */
  async giveBack({ entry }: Lease, passed: boolean, reason: string): Promise<void> {
    const { context } = entry;
    if (context.isClosed()) return;
    if (!passed || entry.unresettable) {
      await context.close({ reason });
      return;
    }
    try {
      await reset(entry);
    } catch {
      // A context that could not be reset is not used again; the next test gets a new one.
      await context.close({ reason }).catch(() => {});
      return;
    }
    this.idle.set(entry.key, entry);
    for (const [key, oldest] of this.idle) {
      if (this.idle.size <= MAX_IDLE) break;
      this.idle.delete(key);
      await oldest.context.close();
    }
  }

  async closeAll(): Promise<void> {
    const entries = [...this.idle.values()];
    this.idle.clear();
    await Promise.all(entries.map((entry) => entry.context.close()));
  }
}

function baseOrigins(options: BrowserContextOptions): Set<string> {
  const origins = new Set<string>();
  const base = options.baseURL && originOf(options.baseURL);
  if (base) origins.add(base);
  const state = options.storageState;
  if (state && typeof state === 'object') for (const { origin } of state.origins) origins.add(origin);
  return origins;
}

/**
 * Wraps the context's own methods (so `page.context()` and `page.clock` are covered too) to note in the
 * entry's ledger what the current test changed, or that it did what retires the context.
 */
function guard(entry: Entry): void {
  const { context } = entry;
  const retire = (name: string) => () => {
    entry.unresettable ??= name;
  };
  wrap(context, UNRESETTABLE, retire);
  wrap(context.clock, UNRESETTABLE_CLOCK, (name) => retire(`clock.${name}`));
  wrap(context.tracing, UNRESETTABLE_TRACING, (name) => retire(`tracing.${name}`));
  wrap(context.credentials, UNRESETTABLE_CREDENTIALS, (name) => retire(`credentials.${name}`));
  wrap(context, ['route', 'unroute', 'unrouteAll'], () => () => {
    entry.ledger.routed = true;
  });
  wrap(context, ['setOffline'], () => () => {
    entry.ledger.offline = true;
  });
  wrap(context, ['setGeolocation'], () => () => {
    entry.ledger.geolocation = true;
  });
  wrap(context, ['setExtraHTTPHeaders'], () => () => {
    entry.ledger.headers = true;
  });
  wrap(context, ['grantPermissions', 'clearPermissions'], () => () => {
    entry.ledger.permissions = true;
  });
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = async (...args: Parameters<BrowserContext['addInitScript']>) => {
    // With exposeFunctions, Playwright exposes bindings that stay with the context.
    if (args[2]?.exposeFunctions) entry.unresettable ??= 'addInitScript with exposeFunctions';
    const disposable = await addInitScript(...args);
    entry.ledger.initScripts.push(disposable);
    return disposable;
  };
  for (const name of LISTENING) {
    const original = (context[name] as (event: string, listener: Listener) => BrowserContext).bind(context);
    const tracked = (event: string, listener: Listener) => {
      entry.ledger.listeners.push([event, listener]);
      return original(event, listener);
    };
    // The methods' event-typed overloads all take (event, listener); the wrapper keeps their behaviour.
    context[name] = tracked as BrowserContext[typeof name];
  }
}

/** Replaces each named method of `target` by one that calls `note(name)()` first, then the method. */
function wrap<T extends object, K extends keyof T & string>(
  target: T,
  names: readonly K[],
  note: (name: K) => () => void,
): void {
  for (const name of names) {
    const original = target[name];
    if (typeof original !== 'function') throw new Error(`context-pool: ${name} is not a method`);
    const noted = note(name);
    const method = original as (...args: unknown[]) => unknown;
    target[name] = ((...args: unknown[]) => {
      noted();
      return method.apply(target, args);
    }) as T[K];
  }
}

/** Takes a context back to what a new one of its options is, but for the HTTP cache. */
async function reset(entry: Entry): Promise<void> {
  const { context, ledger, options } = entry;
  // First nothing of the test may run any more: its pages closed but one, which leaves its document (its
  // unload handlers run now, not after the storage is cleared) and serves for the storage protocol.
  const [keeper, ...others] = context.pages();
  await Promise.all(others.map((page) => page.close()));
  const page = keeper ?? (await context.newPage());
  // A page that asks before it is left (an editor with unsaved changes) is left all the same (unless the
  // test's own handler dismissed the question first: then the navigation fails and the context is closed).
  page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
  await page.goto('about:blank');
  for (const [event, listener] of ledger.listeners) context.off(event as 'page', listener);
  await Promise.all(ledger.initScripts.map((script) => script.dispose()));
  if (ledger.routed) await context.unrouteAll({ behavior: 'ignoreErrors' });
  if (ledger.offline) await context.setOffline(options.offline ?? false);
  if (ledger.geolocation) await context.setGeolocation(options.geolocation ?? null);
  if (ledger.headers) await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
  if (ledger.permissions) {
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
  }
  // Storage by origin through the page's protocol session (Storage.clearDataForOrigin acts on the page's
  // context; the browser's own session would clear the default profile). The HTTP cache is not among them.
  const cdp = await entry.cdpSession(page);
  for (const origin of entry.origins)
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  await cdp.detach();
  await page.close();
  await context.clearCookies();
  await entry.restoreCookies();
  entry.origins = baseOrigins(options);
  entry.ledger = emptyLedger();
}
