// Issue 33 goal 1: the request chain of a signed-in cold load on a phone's round trip (150 ms added to every
// request by Chromium's network emulation). For each page: the waves before its largest paint, the wave its
// first data call starts in, the JavaScript received by then (× the bare page's), calls made twice, and the
// scripts a second visit fetches over the network (there should be none: hashed names, cached immutable).
//   npm run build && npm run first-load -w @cppcc/bench          (BENCH_PAGES=substring filter)
import { readdirSync, readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { demoAccount, type DemoAccountKey } from '@cppcc/contracts';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { buildBaseline } from './lib/baseline';
import { signIn } from './lib/session';
import { kb, printTable } from './lib/table';

const RTT_MS = 150;
const allPages: { path: string; account: DemoAccountKey }[] = [
  { path: '/apps/todo/index', account: 'member' },
  { path: '/apps/staff/index', account: 'staff' },
  { path: '/apps/undertaker/index', account: 'undertaker' },
  { path: '/apps/staff/statistics', account: 'staff' },
  { path: '/apps/dashboards/analytics', account: 'staff' },
  { path: '/apps/dashboards/project', account: 'staff' },
  { path: '/apps/mail/inbox', account: 'member' },
  { path: '/apps/calendar', account: 'member' },
  { path: '/apps/scrumboard/boards', account: 'member' },
];
const pages = allPages.filter(
  (entry) => !process.env.BENCH_PAGES || entry.path.includes(process.env.BENCH_PAGES),
);

interface Timed {
  name: string;
  startTime: number;
  responseEnd: number;
  encodedBodySize: number;
  initiatorType: string;
}

/** A request's wave: one more than the latest wave that had ended when it started (the HTML is wave 0). */
function wavesOf(html: Timed, requests: Timed[]): Map<Timed, number> {
  const waves = new Map<Timed, number>([[html, 0]]);
  const ended: Timed[] = [html];
  for (const request of [...requests].sort((a, b) => a.startTime - b.startTime)) {
    // 1 ms of slack: a request started by the answer's own task begins a hair after its responseEnd.
    const before = ended.filter((done) => done.responseEnd <= request.startTime + 1);
    waves.set(request, 1 + Math.max(...before.map((done) => waves.get(done) ?? 0)));
    ended.push(request);
  }
  return waves;
}

async function emulatePhoneRoundTrip(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Notes the largest paint's time and the splash's end as the page reports them (from the first script on). */
function observeLargestPaint(): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      (window as { largestPaint?: number }).largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // index.html's splash goes with the first screen with content (a page whose largest paint is the splash).
  let splashSeen = false;
  new MutationObserver((_changes, observer) => {
    if (document.getElementById('splash')) splashSeen = true;
    if (!splashSeen || document.getElementById('splash')) return;
    (window as { splashGone?: number }).splashGone = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Resource timings, the navigation's, and the largest paint's time, once the network has been idle. */
async function timings(page: Page): Promise<{ html: Timed; resources: Timed[]; lcp: number }> {
  // A string: tsx would name the helpers of a function (`__name`), which the page does not have.
  return page.evaluate(`(() => {
    const pick = (entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      encodedBodySize: entry.encodedBodySize,
      initiatorType: entry.initiatorType,
    });
    return {
      html: pick(performance.getEntriesByType('navigation')[0]),
      resources: performance.getEntriesByType('resource').map(pick),
      lcp: Math.max(window.largestPaint ?? 0, window.splashGone ?? 0),
    };
  })()`);
}

const baseline = await buildBaseline();
// Vite's build sets NODE_ENV=production in this process; the demo server must not inherit it (it refuses).
delete process.env.NODE_ENV;
// The floor as the app's assets are sent: brotli 11 (apps/web/vite.precompress.ts).
const floorSent = readdirSync(nodePath.join(baseline.dir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .reduce(
    (sum, name) =>
      sum +
      brotliCompressSync(readFileSync(nodePath.join(baseline.dir, 'assets', name)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    0,
  );
const server = await startServer({ LOG_LEVEL: 'silent' });
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
const rows: (string | number)[][] = [];
try {
  const tokens = new Map<DemoAccountKey, string>();
  for (const { account } of pages)
    if (!tokens.has(account)) tokens.set(account, await signIn(server.url, demoAccount(account).email));
  for (const { path, account } of pages) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: server.url,
            localStorage: [{ name: 'jwt_access_token', value: tokens.get(account) ?? '' }],
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.addInitScript(observeLargestPaint);
    await emulatePhoneRoundTrip(page);
    const apiCalls = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        apiCalls.set(url.pathname + url.search, (apiCalls.get(url.pathname + url.search) ?? 0) + 1);
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.waitForSelector('#splash', { state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { html, resources, lcp } = await timings(page);
    const waves = wavesOf(html, resources);
    const byContent = resources.filter((entry) => entry.responseEnd <= lcp);
    const isData = (entry: Timed) =>
      new URL(entry.name).pathname.startsWith('/api/') &&
      !entry.name.includes('/api/auth/access-token') &&
      !entry.name.includes('/api/profile/pictures/'); // the avatar: an image
    const firstData = resources.filter(isData).sort((a, b) => a.startTime - b.startTime)[0];
    const session = resources.find((entry) => entry.name.includes('/api/auth/access-token'));
    const jsByContent = byContent
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    const twice = [...apiCalls].filter(([, count]) => count > 1).map(([url, count]) => `${url} ×${count}`);

    // The second visit: a new tab of the same browser profile, same page.
    const again = await context.newPage();
    const cdp = await context.newCDPSession(again);
    await cdp.send('Network.enable');
    const fromNetwork = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      const { response, type } = event;
      if (type === 'Script' && !response.fromDiskCache && !response.fromPrefetchCache)
        fromNetwork.add(response.url);
    });
    await again.goto(server.url + path, { waitUntil: 'networkidle' });
    await again.waitForSelector('#splash', { state: 'detached', timeout: 60_000 });
    rows.push([
      `${account} ${path}`,
      Math.max(...byContent.map((entry) => waves.get(entry) ?? 0), 0),
      session ? (waves.get(session) ?? '-') : '-',
      firstData ? (waves.get(firstData) ?? '-') : '-',
      Math.round(lcp),
      kb(jsByContent),
      `${(jsByContent / floorSent).toFixed(2)}×`,
      twice.join(', ') || 'none',
      fromNetwork.size,
    ]);
    if (process.env.BENCH_VERBOSE)
      for (const entry of [...resources].sort((a, b) => a.startTime - b.startTime))
        console.log(
          `${path} wave ${waves.get(entry)} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ${entry.name.replace(server.url, '')}`,
        );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nCold signed-in loads, ${RTT_MS} ms per round trip; the bare page sends ${kb(floorSent)} kB\n`);
printTable(
  [
    'page',
    'waves by content',
    'session check wave',
    'first data wave',
    'content ms (largest paint, splash gone)',
    'JS kB by content',
    '× bare',
    'calls made twice',
    'second visit: scripts from network',
  ],
  rows,
);
