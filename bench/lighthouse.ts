// Lighthouse (mobile preset, performance) on every role's landing page, the statistics and analytics pages and
// the sign-in pages, against the bare React + MUI page (bench/baseline) in the same run: median of 3 runs,
// interleaved so that the machine's load falls on every page alike. Debian's Chromium, never a downloaded one.
//   npm run build && npm run bench:lighthouse          (BENCH_RUNS=3, BENCH_PAGES=substring filter)
//   BENCH_LHR_DIR=/tmp/lhr                             also keeps each load's whole report (JSON) there
//   BENCH_ART_DIR=/tmp/art                             and each load's trace and artifacts, a folder a load, which
//                                                      Lighthouse audits again with other settings (`auditMode`)
//   BENCH_HTTP2=1                                      both servers behind an HTTP/2 + TLS front (bench/lib/h2Front),
//                                                      as behind a deployment's reverse proxy; the plain servers
//                                                      speak HTTP/1.1 (six connections, a round trip a request)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoAccount, type DemoAccountKey } from '@cppcc/contracts';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumLaunch } from '../e2e/support/chromium';
import { freePort, startServer } from '../e2e/support/server';
import { buildBaseline } from './lib/baseline';
import { startH2Front } from './lib/h2Front';
import { signIn } from './lib/session';
import { serveStatic } from './lib/staticServer';
import { kb, printTable } from './lib/table';

/** The part of Lighthouse's answer this bench reads (its own types come with the package, in tools/). */
interface LighthouseRun {
  lhr: {
    runtimeError?: { message: string };
    audits: Record<
      string,
      | {
          numericValue?: number;
          details?: {
            type: string;
            items?: {
              resourceType?: string;
              transferSize?: unknown;
              protocol?: unknown;
              /** largest-contentful-paint-element: a table of the element, then one of the LCP's phases. */
              items?: { node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }[];
            }[];
          };
        }
      | undefined
    >;
    categories: Record<string, { score: number | null } | undefined>;
  };
}
type Lighthouse = (
  url: string,
  flags: {
    port: number;
    logLevel: string;
    onlyCategories: string[];
    gatherMode?: string;
    auditMode?: string;
  },
) => Promise<LighthouseRun | undefined>;

// Lighthouse is one of the heavy test tools kept out of `npm install` (tools/, installed here on first use).
const repoRoot = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/tools.mjs')], { stdio: 'inherit' });
const lighthouseUrl = pathToFileURL(path.join(repoRoot, 'tools/node_modules/lighthouse/core/index.js')).href;
const { default: lighthouse } = (await import(lighthouseUrl)) as { default: Lighthouse };

interface Target {
  label: string;
  path: string;
  /** Signed in as this demo account (its token in localStorage, as a returning user); a guest otherwise. */
  account?: DemoAccountKey;
  /**
   * Points it may be below the bare page in the same run: 5 for the sign-in pages (issue 20) and, issue 33
   * §1, for every signed-in page measured here, with CLS ≤ 0.02 and JavaScript ≤ 2.0× the bare page's.
   */
  withinPoints?: number;
  baseline?: boolean;
}

const allTargets: Target[] = [
  { label: 'bare page (bench/baseline)', path: '/', baseline: true },
  { label: 'sign-in /login', path: '/login', withinPoints: 5 },
  { label: 'sign-in /loginByPhone', path: '/loginByPhone', withinPoints: 5 },
  { label: 'member /apps/todo/index', path: '/apps/todo/index', account: 'member', withinPoints: 5 },
  { label: 'staff /apps/staff/index', path: '/apps/staff/index', account: 'staff', withinPoints: 5 },
  {
    label: 'unit /apps/undertaker/index',
    path: '/apps/undertaker/index',
    account: 'undertaker',
    withinPoints: 5,
  },
  {
    label: 'staff /apps/staff/statistics',
    path: '/apps/staff/statistics',
    account: 'staff',
    withinPoints: 5,
  },
  {
    label: 'staff /apps/dashboards/analytics',
    path: '/apps/dashboards/analytics',
    account: 'staff',
    withinPoints: 5,
  },
  {
    label: 'staff /apps/dashboards/project',
    path: '/apps/dashboards/project',
    account: 'staff',
    withinPoints: 5,
  },
  { label: 'member /apps/mail/inbox', path: '/apps/mail/inbox', account: 'member', withinPoints: 5 },
  { label: 'member /apps/calendar', path: '/apps/calendar', account: 'member', withinPoints: 5 },
  {
    label: 'member /apps/scrumboard/boards',
    path: '/apps/scrumboard/boards',
    account: 'member',
    withinPoints: 5,
  },
];
const targets = allTargets.filter(
  (target) => target.baseline || !process.env.BENCH_PAGES || target.path.includes(process.env.BENCH_PAGES),
);

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const HTTP2 = process.env.BENCH_HTTP2 === '1';
const TOKEN_KEY = 'jwt_access_token';

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scripts: number;
  scriptBytes: number;
  /** LCP's phases (ms): time to first byte, load delay, load time, render delay. */
  phases: [number, number, number, number];
  /** The LCP element (Lighthouse's label for it): a page's content, or the error page's. */
  lcpElement: string;
  /** Requests by protocol, e.g. "h2 70" or "http/1.1 3": that BENCH_HTTP2's front is really in the way. */
  protocols: string;
}

type NumericFigure = { [K in keyof RunFigures]: RunFigures[K] extends number ? K : never }[keyof RunFigures];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function launchChromium(port: number, userDataDir: string) {
  const child = spawn(
    chromiumLaunch.executablePath,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      // The HTTP/2 front's certificate is self-signed, made for this run.
      ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Connecting before the first tab exists can leave Playwright waiting for it until its timeout.
      const targets = (await (await fetch(`${endpoint}/json/list`)).json()) as { type: string }[];
      if (targets.some((target) => target.type === 'page')) break;
    } catch {
      if (attempt > 150) throw new Error('Chromium did not open its debugging port');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, endpoint };
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const baselineBuild = await buildBaseline();
// Vite's build sets NODE_ENV=production in this process; the demo server must not inherit it (it refuses).
delete process.env.NODE_ENV;
const baselineServer = await serveStatic(baselineBuild.dir, await freePort());
const server = await startServer({ LOG_LEVEL: 'silent' });
const [serverFront, baselineFront] = HTTP2
  ? await Promise.all([
      startH2Front(server.url, await freePort()),
      startH2Front(baselineServer.url, await freePort()),
    ])
  : [];
/** Where the browser loads the app and the bare page (the fronts' https:// origins with BENCH_HTTP2). */
const appUrl = serverFront?.url ?? server.url;
const baselineUrl = baselineFront?.url ?? baselineServer.url;
const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'cppcc-lighthouse-'));
const debugPort = await freePort();
const { child, endpoint } = await launchChromium(debugPort, userDataDir);
async function cleanUp(): Promise<void> {
  child.kill('SIGTERM');
  await serverFront?.stop();
  await baselineFront?.stop();
  await server.stop();
  await baselineServer.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}
// A loaded machine can take long to answer the first CDP calls.
const browser = await chromium
  .connectOverCDP(endpoint, { timeout: 180_000 })
  .catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
const [context] = browser.contexts();
if (context === undefined) throw new Error('Chromium has no default context');
const defaultContext = context;

const tokens = new Map<DemoAccountKey, string>();
for (const account of new Set(targets.flatMap((target) => (target.account ? [target.account] : []))))
  tokens.set(account, await signIn(server.url, demoAccount(account).email));

/** The stored session a returning user has (or none, a guest): written on a page that loads no app code. */
async function storeToken(token: string | undefined): Promise<void> {
  const page = await defaultContext.newPage();
  await page.goto(`${appUrl}/api/health`);
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [TOKEN_KEY, token] as const,
  );
  await page.close();
}

async function measure(url: string): Promise<RunFigures> {
  // Lighthouse clears the HTTP cache before loading (a cold load); localStorage is not among what it clears.
  const artifacts = process.env.BENCH_ART_DIR
    ? path.join(process.env.BENCH_ART_DIR, `${reportName(url)}-${Date.now()}`)
    : undefined;
  const result = await lighthouse(url, {
    port: debugPort,
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Gathers, keeps the artifacts there, and audits them (the simulated load can be replayed from them).
    ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  keepReport(url, lhr);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? (details.items ?? []) : [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const protocols = new Map<string, number>();
  for (const item of requests) {
    const protocol = typeof item.protocol === 'string' ? item.protocol : '?';
    protocols.set(protocol, (protocols.get(protocol) ?? 0) + 1);
  }
  const [element, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phase = (name: string) =>
    phaseTable?.items?.find((item) => item.phase === name)?.timing ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    scripts: scripts.length,
    scriptBytes: scripts.reduce(
      (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
      0,
    ),
    phases: [phase('TTFB'), phase('Load Delay'), phase('Load Time'), phase('Render Delay')],
    lcpElement: element?.items?.[0]?.node?.nodeLabel ?? '(none)',
    protocols: [...protocols].map(([protocol, count]) => `${protocol} ${count}`).join(', '),
  };
}

/** The long tasks, boot-up time and main-thread breakdown behind a score are in the whole report. */
function keepReport(url: string, lhr: object): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${reportName(url)}-${Date.now()}.json`), JSON.stringify(lhr));
}

function reportName(url: string): string {
  return new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
}

const runs = new Map<Target, RunFigures[]>(targets.map((target) => [target, []]));
const loadBefore = load();
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      const url = (target.baseline ? baselineUrl : appUrl) + target.path;
      if (!target.baseline) await storeToken(target.account ? tokens.get(target.account) : undefined);
      // Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART): that load is run again.
      const figures = await measure(url).catch((error: unknown) => {
        console.log(`round ${round}  ${target.label}: ${String(error)}; again`);
        return measure(url);
      });
      runs.get(target)?.push(figures);
      const phases = figures.phases.map(Math.round).join('/');
      console.log(
        `round ${round}  ${target.label}: ${figures.score}  LCP ${Math.round(figures.lcp)} ms ` +
          `(TTFB/load delay/load time/render delay ${phases}) on "${figures.lcpElement.slice(0, 40)}"; ` +
          `requests ${figures.protocols}`,
      );
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  await cleanUp();
}

const baselineRuns = runs.get(targets[0] as Target) ?? [];
const baselineScore = median(baselineRuns.map((run) => run.score));
const baselineBytes = median(baselineRuns.map((run) => run.scriptBytes));
/** Issue 33 §1's goal beside the same-run floor. JS here is all a load sent (bench:first-load counts to content). */
const MAX_CLS = 0.02;
const MAX_JS_RATIO = 2.0;
console.log(
  `\nLighthouse ${RUNS}× per page (mobile preset, performance, ${HTTP2 ? 'HTTP/2 + TLS front' : 'plain HTTP/1.1'}),` +
    ` medians; load ${loadBefore} → ${load()}\n`,
);
printTable(
  [
    'page',
    'score',
    'vs bare',
    'goal',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'SI s',
    'LCP TTFB/delay/load/render ms',
    'scripts',
    'JS kB sent',
    'JS × bare',
  ],
  targets.map((target) => {
    const list = runs.get(target) ?? [];
    const of = (key: NumericFigure) => median(list.map((run) => run[key]));
    const score = of('score');
    const gap = score - baselineScore;
    const jsRatio = baselineBytes > 0 ? of('scriptBytes') / baselineBytes : Number.NaN;
    const missed =
      target.withinPoints === undefined
        ? []
        : [
            gap < -target.withinPoints ? `score < floor −${target.withinPoints}` : '',
            of('cls') > MAX_CLS ? `CLS > ${MAX_CLS}` : '',
            target.account && !(jsRatio <= MAX_JS_RATIO) ? `JS > ${MAX_JS_RATIO}×` : '',
          ].filter(Boolean);
    const goal =
      target.withinPoints === undefined ? '-' : missed.length === 0 ? 'ok' : `MISSED (${missed.join(', ')})`;
    return [
      target.label,
      `${score} (${list.map((run) => run.score).join('/')})`,
      target.baseline ? '-' : gap > 0 ? `+${gap}` : String(gap),
      goal,
      (of('fcp') / 1000).toFixed(1),
      (of('lcp') / 1000).toFixed(1),
      Math.round(of('tbt')),
      of('cls').toFixed(3),
      (of('si') / 1000).toFixed(1),
      [0, 1, 2, 3].map((index) => Math.round(median(list.map((run) => run.phases[index] ?? 0)))).join('/'),
      of('scripts'),
      kb(of('scriptBytes')),
      target.baseline ? '-' : `${jsRatio.toFixed(2)}×`,
    ];
  }),
);
