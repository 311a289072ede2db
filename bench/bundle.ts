// Bundle benchmark: gzip size of every built chunk, and the JavaScript each listed route really
// loads first, as sent (compressed) by the real server to Debian's Chromium.
//   npm run build && npm run bench:bundle
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEMO_PASSWORD, demoAccount } from '@cppcc/contracts';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { buildBaseline, gzipSize } from './lib/baseline';
import { kb, printTable } from './lib/table';

// WEB_DIST (as the server takes it) measures another build, e.g. a copy kept from before a change.
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(webDist, 'assets');

/** Issue 4's budget: sign-in pages load at most 1.3× the bare React + Router + MUI page (bench/baseline). */
const BUDGET_RATIO = 1.3;
const budgetedRoutes = [
  '/login',
  '/loginByPhone',
  '/register',
  '/pages/auth/login',
  '/pages/auth/login-2',
  '/pages/auth/register',
  '/pages/auth/forgot-password',
  '/pages/auth/reset-password',
  '/pages/auth/mail-confirm',
  '/callback',
];
/**
 * Issue 19: a hosted provider's code (the OIDC button, the Firebase form and SDK) loads only when its tab is
 * opened with the provider configured, never in a page's first load.
 */
const PROVIDER_CHUNK = /^(OidcSignInButton|FirebaseForm|firebaseClient|vendor-firebase)-/;
const providerFailures: string[] = [];
/** zod's core in a built file: its classes keep their names as strings. */
const ZOD_CORE = /[`'"]\$ZodType[`'"]/;
/** Routes whose first load is measured; later issues add theirs. */
const routes = ['/apps/index', '/pages/errors/error-404', ...budgetedRoutes, '/apps/home'];
/**
 * Routes measured signed in (a staff account's token in localStorage, as a returning user): what each sends
 * once its content is there (`ready`). Issue 17's budget: the analytics dashboard ≤ 400 kB of JS sent. Also printed:
 * the time from navigation to `ready` (cold cache) and what had been sent by then (issue 20: the chat rail,
 * bell and socket load after the content).
 */
const signedInRoutes: { route: string; ready: string; budgetKb?: number }[] = [
  { route: '/apps/dashboards/analytics', ready: '[data-testid="map-marker"]', budgetKb: 400 },
  { route: '/apps/dashboards/project', ready: '[data-testid="weather-widget"]' },
];

const baseline = await buildBaseline();
// Vite's build sets NODE_ENV=production in this process; the demo server must not inherit it (it refuses).
delete process.env.NODE_ENV;
console.log(
  `Baseline page (React + React Router + MUI TextField/Button/Typography): ${kb(baseline.gzip)} kB gzip\n`,
);

printStartWaves();

const chunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .map((name) => {
    const content = readFileSync(path.join(assets, name));
    return { name, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log('Built chunks (gzip level 9):\n');
printTable(
  ['chunk', 'raw kB', 'gzip kB'],
  chunks.map((chunk) => [chunk.name, kb(chunk.raw), kb(chunk.gzip)]),
);
const totalGzip = chunks.filter((c) => c.name.endsWith('.js')).reduce((sum, c) => sum + c.gzip, 0);
console.log(
  `\nAll JS: ${kb(totalGzip)} kB gzip in ${chunks.filter((c) => c.name.endsWith('.js')).length} chunks\n`,
);

const server = await startServer({ LOG_LEVEL: 'silent' });
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
try {
  const rows: (string | number)[][] = [];
  const query = new URLSearchParams({ email: demoAccount('staff').email, password: DEMO_PASSWORD });
  const auth = await fetch(`${server.url}/api/auth?${query}`);
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const staffState = {
    cookies: [],
    origins: [{ origin: server.url, localStorage: [{ name: 'jwt_access_token', value: token }] }],
  };
  const signedIn = new Map(signedInRoutes.map((entry) => [entry.route, entry]));
  for (const route of [...routes, ...signedIn.keys()]) {
    const measured = signedIn.get(route);
    const context = await browser.newContext(measured ? { storageState: staffState } : {});
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    const pending: Promise<unknown>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        request
          .sizes()
          .then((sizes) => scripts.set(request.url(), sizes.responseBodySize))
          .catch(() => undefined),
      );
    });
    // The moment the content appears, taken in the page (a mutation observer runs right after the DOM
    // change): the scripts loaded by then are those whose response had ended (resource timing).
    if (measured)
      await page.addInitScript((selector) => {
        new MutationObserver((_changes, observer) => {
          if (!document.querySelector(selector)) return;
          (window as { readyAt?: number }).readyAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, measured.ready);
    let readyMs: number | undefined;
    let sentByReady: number | undefined;
    const readyWait = measured
      ? page.waitForSelector(measured.ready, { timeout: 60_000 }).then(async () => {
          const ready = await page.evaluate(() => {
            const readyAt = (window as { readyAt?: number }).readyAt ?? performance.now();
            const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
              (entry) => entry.name.endsWith('.js') && entry.responseEnd <= readyAt,
            );
            return { readyAt, bytes: loaded.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
          });
          readyMs = Math.round(ready.readyAt);
          sentByReady = ready.bytes;
        })
      : Promise.resolve();
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    // `networkidle` can fire between the entry and the lazy page chunk: wait for the page's heading (every
    // measured page has an h1), then until no script is added.
    await page.waitForSelector('h1', { timeout: 15_000 }).catch(() => undefined);
    await readyWait;
    let seen = -1;
    while (seen !== pending.length) {
      seen = pending.length;
      await page.waitForTimeout(400);
    }
    await Promise.all(pending);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    // The same measure as the baseline: gzip level 9 of each loaded file, read from disk.
    const gzip = [...scripts.keys()].reduce(
      (sum, url) => sum + gzipSize(path.join(assets, path.basename(new URL(url).pathname))),
      0,
    );
    const ratio = gzip / baseline.gzip;
    const providerCode = [...scripts.keys()].some((url) => PROVIDER_CHUNK.test(path.basename(url)));
    const verdict = providerCode
      ? 'OVER (provider code)'
      : measured?.budgetKb
        ? total / 1024 <= measured.budgetKb
          ? `ok (≤ ${measured.budgetKb} kB sent)`
          : 'OVER'
        : budgetedRoutes.includes(route)
          ? ratio <= BUDGET_RATIO
            ? 'ok'
            : 'OVER'
          : '-';
    rows.push([
      measured ? `${route} (staff)` : route,
      page.url().replace(server.url, ''),
      scripts.size,
      kb(total),
      kb(gzip),
      `${ratio.toFixed(2)}×`,
      verdict,
      readyMs === undefined ? '-' : String(readyMs),
      sentByReady === undefined ? '-' : kb(sentByReady),
    ]);
    if (providerCode) providerFailures.push(`${route}'s first load`);
    if (verdict.startsWith('OVER') || process.env.BENCH_VERBOSE)
      console.log(`${route} loads: ${[...scripts.keys()].map((url) => path.basename(url)).join(' ')}\n`);
    await context.close();
  }
  providerFailures.push(...(await providerTabsWithoutProvider()));
  console.log('First load of each route (JavaScript as sent, compressed):\n');
  printTable(
    [
      'route',
      'ended at',
      'scripts',
      'JS kB sent',
      'JS kB gzip-9',
      'vs baseline',
      `budget ${BUDGET_RATIO}×`,
      'content ready ms',
      'JS kB loaded by then',
    ],
    rows,
  );
  if (providerFailures.length > 0) {
    console.error(`\nProvider code loaded where it must not be: ${providerFailures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nNo provider code in any first load, nor in the unconfigured provider tabs.');
} finally {
  await browser.close();
  await server.stop();
}

/**
 * This server has no provider configured: /register's Firebase and Auth0 tabs say so, and opening them
 * loads none of the providers' code (issue 19). Answers what went wrong.
 */
async function providerTabsWithoutProvider(): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') loaded.push(path.basename(new URL(request.url()).pathname));
  });
  await page.goto(`${server.url}/register`, { waitUntil: 'networkidle' });
  const tabs = page.getByRole('tab');
  await tabs.nth(1).click(); // Firebase: the not-configured note over a disabled form
  await page.waitForSelector('[role="tabpanel"] [data-testid="register-form"] [role="alert"]');
  await tabs.nth(2).click(); // Auth0: the note and a disabled button
  await page.waitForSelector('[role="tabpanel"] button[disabled]');
  await page.waitForLoadState('networkidle');
  await context.close();
  return loaded
    .filter((name) => PROVIDER_CHUNK.test(name))
    .map((name) => `${name} with the provider tabs opened and no provider configured`);
}

/**
 * Issue 33: what each start page's first wave sends, read from the build itself — the entry and its
 * preloads (index.html) plus the files the inline start preloads for a stored session (the core and the
 * page's), as the server sends them (`.br`, brotli 11) — against the bare page's JavaScript at brotli 11, and
 * which of those files carry zod (its classes keep their names as strings: `$ZodType`).
 */
function printStartWaves(): void {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const start = /\}\)\((\{"core".*?\})\);<\/script>/s.exec(html)?.[1];
  if (!start) throw new Error('index.html has no inline start (apps/web/vite.startPages.ts)');
  const config = JSON.parse(start) as {
    core: string[];
    pages: Record<string, { files: string[] }>;
    /** The catalogue the start preloads beside the core: the default language's (zh-CN) is counted. */
    catalogues?: Record<string, string[]>;
    /** The core texts' chunk of a language outside the entry: none for the default language's. */
    cores?: Record<string, string[]>;
    defaultLanguage?: string;
  };
  const catalogue = [
    ...(config.catalogues?.[config.defaultLanguage ?? ''] ?? []),
    ...(config.cores?.[config.defaultLanguage ?? ''] ?? []),
  ];
  const sent = (file: string) => {
    const full = path.join(webDist, file);
    try {
      return readFileSync(`${full}.br`).length;
    } catch {
      return readFileSync(full).length; // below the precompress threshold: sent as it is
    }
  };
  const floor = readdirSync(path.join(baseline.dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => {
      const content = readFileSync(path.join(baseline.dir, 'assets', name));
      return sum + brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }, 0);
  console.log(`First wave of each start page (the bare page sends ${kb(floor)} kB, brotli 11):\n`);
  printTable(
    ['start page', 'files', 'JS kB sent', '× floor', 'files with zod'],
    Object.entries(config.pages).map(([page, { files }]) => {
      const all = [
        ...new Set([...entry, ...[...config.core, ...catalogue, ...files].map((file) => file.slice(1))]),
      ];
      const bytes = all.reduce((sum, file) => sum + sent(file), 0);
      const zod = all.filter((file) => ZOD_CORE.test(readFileSync(path.join(webDist, file), 'utf8')));
      return [
        page,
        all.length,
        kb(bytes),
        `${(bytes / floor).toFixed(2)}×`,
        zod.map((file) => path.basename(file)).join(' ') || 'none',
      ];
    }),
  );
  console.log('');
}
