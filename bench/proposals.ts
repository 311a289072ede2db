// Proposals load benchmark: starts the real built server on the database filled by generate-proposals.ts,
// signs in as the demo member and the demo staff, and runs autocannon against the member list, the staff
// list with filters and paging, the counts, the text search and the similar-proposals lookup, printing
// req/s and latency p50/p99 per endpoint.
//   npm run bench:generate && npm run bench:proposals                 SQLite (bench/out/cppcc.sqlite)
//   BENCH_DATABASE_URL=postgres://…/bench_proposals npm run bench:proposals
//   BENCH_DURATION=10 BENCH_CONNECTIONS=32                               seconds per endpoint, connections
// The deep page is asked twice: by page number (OFFSET) and by keyset (`after=` the previous page's
// nextCursor). Each endpoint also runs with one connection alone (BENCH_SOLO_DURATION s, default 3) for its p50; the
// ratio column compares req/s with the cheapest signed-in endpoint (the member's unread count) of the same
// run. Before the load, the plans of the main lists' queries are printed (bench/lib/explain.ts).
// The CPU column is the server's CPU per request under the 32 connections (its main thread + its other
// threads, + the PostgreSQL backends): it follows the load far less than latency does.
//   BENCH_SERVER_MAIN=apps/server/.tsbuild/x/main.js   another build (`node build.mjs --outdir …`)
//   BENCH_BEFORE_MAIN=…                                 a build before a change, run beside it endpoint by
//                                                        endpoint (before, then after), each with its yardstick
//   BENCH_BEFORE_DATABASE_URL=…                         the before build's own database: a copy from before
//                                                        a migration the change adds (an older build refuses
//                                                        a database migrated past it)
//   BENCH_ENDPOINTS=list,counts                          only the endpoints whose name holds one of these (and
//                                                        the yardstick): a change's few, measured more often
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoAccount, type Health, type Role, type Session } from '@cppcc/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import type { Caller } from '../apps/server/src/modules/auth/guard';
import { explainList } from './lib/explain';
import { E2E_APP_TOKEN_SECRET, freePort } from '../e2e/support/server';
import { cpuMeter } from './lib/cpu-time';
import { getJson, signIn } from './lib/session';
import { printTable } from './lib/table';
import { BENCH_SQLITE_FILE_PATH, RARE_PHRASE } from './lib/proposals-data';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const soloDuration = Number(process.env.BENCH_SOLO_DURATION ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE_PATH}`;
const root = path.resolve(import.meta.dirname, '..');
const builds = [
  ...(process.env.BENCH_BEFORE_MAIN
    ? [
        {
          name: 'before',
          main: process.env.BENCH_BEFORE_MAIN,
          url: process.env.BENCH_BEFORE_DATABASE_URL ?? databaseUrl,
        },
      ]
    : []),
  { name: 'after', main: process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js', url: databaseUrl },
];

interface Running {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A built server on the benchmark database (as e2e/support/server.ts starts one, from any build). */
async function startBuild(name: string, main: string, database: string): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-'));
  const child = spawn(process.execPath, [path.resolve(root, main)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '1000',
      APP_TOKEN_SECRET: E2E_APP_TOKEN_SECRET,
      DATABASE_URL: database,
      // The scheduled jobs off: their workflow job closes replied proposals past the evaluation window, so
      // each bench run would see other states than the last one.
      JOBS_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 600_000; ;) {
    if (child.exitCode !== null) throw new Error(`${main} exited with code ${child.exitCode} while starting`);
    if (Date.now() > deadline) throw new Error(`${main} did not answer /api/health`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The plans of the main lists as the staff and the demo member ask for them. */
async function printPlans(url: string, sessionId: string): Promise<void> {
  const db = openDatabase(url);
  try {
    const caller = async (email: string): Promise<Caller> => {
      const user = await db.kysely
        .selectFrom('users')
        .select(['id', 'roles', 'unitId'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { id: user.id, roles: JSON.parse(user.roles) as Role[], unitId: user.unitId };
    };
    const staff = await caller(demoAccount('staff').email);
    await explainList(db, staff, 'staff list all, page 1', { scope: 'all' });
    await explainList(db, staff, 'staff session + states by number', {
      scope: 'all',
      sessionId,
      state: 'registered,assigned,handling,replied,closed',
      sort: 'number',
      order: 'asc',
    });
    await explainList(db, staff, 'search 养老', { scope: 'all', q: '养老' });
    await explainList(db, staff, `search ${RARE_PHRASE}`, { scope: 'all', q: RARE_PHRASE });
    await explainList(db, await caller(demoAccount('member').email), 'member list', { scope: 'mine' });
  } finally {
    await db.close();
  }
}

/** "main + other threads (+ PostgreSQL) = total" ms of CPU per request, two decimals. */
function cpuPerRequest(
  before: Awaited<ReturnType<Meter['read']>>,
  after: Awaited<ReturnType<Meter['read']>>,
  requests: number,
): string {
  let database = 0;
  for (const [backend, ms] of after.database) database += ms - (before.database.get(backend) ?? 0);
  const parts = [after.main - before.main, after.others - before.others];
  if (after.database.size > 0) parts.push(database);
  const per = parts.map((ms) => ms / Math.max(1, requests));
  return `${per.map((ms) => ms.toFixed(2)).join(' + ')} = ${per.reduce((a, b) => a + b, 0).toFixed(2)}`;
}
type Meter = Awaited<ReturnType<typeof cpuMeter>>;

const servers: Running[] = [];
const meters: Meter[] = [];
try {
  for (const build of builds) servers.push(await startBuild(build.name, build.main, build.url));
  const server = servers.at(-1)!;
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  const tokens = await Promise.all(
    servers.map(async (running) => ({
      member: await signIn(running.url, demoAccount('member').email),
      staff: await signIn(running.url, demoAccount('staff').email),
    })),
  );
  const { staff, member } = tokens.at(-1)!;
  const sessions = await getJson<{ items: Session[] }>(`${server.url}/api/sessions`, staff);
  const current = sessions.items.find((session) => session.isCurrent)?.id;
  if (!current) throw new Error('No current session: was the database generated (npm run bench:generate)?');
  const all = await getJson<{ total: number }>(`${server.url}/api/proposals?scope=all&pageSize=1`, staff);
  const mine = await getJson<{ total: number }>(`${server.url}/api/proposals?scope=mine&pageSize=1`, member);
  const registered = `scope=all&sessionId=${current}&state=registered,assigned,handling,replied,closed&sort=number&order=asc`;
  const registeredTotal = (
    await getJson<{ total: number }>(`${server.url}/api/proposals?${registered}&pageSize=1`, staff)
  ).total;
  const deepPage = Math.max(2, Math.floor(registeredTotal / 20 / 2));
  // The same deep page by keyset: the cursor the page before it answers (issue 33).
  const deepCursor = (
    await getJson<{ nextCursor: string | null }>(
      `${server.url}/api/proposals?${registered}&page=${deepPage - 1}`,
      staff,
    )
  ).nextCursor;
  if (!deepCursor) throw new Error(`No cursor after page ${deepPage - 1} of ${registeredTotal} rows`);

  const q = (term: string) => encodeURIComponent(term);
  const endpoints: { name: string; path: string; token?: 'member' | 'staff'; body?: object }[] = [
    { name: 'GET /api/health (bare)', path: '/api/health' },
    { name: 'member unread count (yardstick)', path: '/api/notifications/unread-count', token: 'member' },
    { name: 'member list (scope=mine)', path: '/api/proposals?scope=mine', token: 'member' },
    { name: 'member counts (scope=mine)', path: '/api/proposals/counts?scope=mine', token: 'member' },
    { name: 'staff list all, page 1', path: '/api/proposals?scope=all', token: 'staff' },
    { name: 'staff list state=submitted', path: '/api/proposals?scope=all&state=submitted', token: 'staff' },
    { name: 'staff session+states by number p1', path: `/api/proposals?${registered}`, token: 'staff' },
    {
      name: `staff session+states by number p${deepPage}`,
      path: `/api/proposals?${registered}&page=${deepPage}`,
      token: 'staff',
    },
    {
      name: `staff session+states by number p${deepPage} after=`,
      path: `/api/proposals?${registered}&page=${deepPage}&after=${deepCursor}`,
      token: 'staff',
    },
    {
      name: 'staff counts (current session)',
      path: `/api/proposals/counts?scope=all&sessionId=${current}`,
      token: 'staff',
    },
    { name: 'search common 心理健康', path: `/api/proposals?scope=all&q=${q('心理健康')}`, token: 'staff' },
    {
      name: `search rare ${RARE_PHRASE}`,
      path: `/api/proposals?scope=all&q=${q(RARE_PHRASE)}`,
      token: 'staff',
    },
    { name: 'search 2 chars 养老', path: `/api/proposals?scope=all&q=${q('养老')}`, token: 'staff' },
    // A one-character term (typed first in the search box): in almost every text.
    { name: 'search 1 char 一', path: `/api/proposals?scope=all&q=${q('一')}`, token: 'staff' },
    // The other sorts of a common term: each walks its column's index (list-repository's textScanPays).
    ...(['title', 'number', 'submittedAt'] as const).map((sort) => ({
      name: `search 1 char 一 by ${sort}`,
      path: `/api/proposals?scope=all&q=${q('一')}&sort=${sort}&order=${sort === 'title' ? 'asc' : 'desc'}`,
      token: 'staff' as const,
    })),
    {
      name: 'search 2 chars 养老 by submittedAt',
      path: `/api/proposals?scope=all&q=${q('养老')}&sort=submittedAt&order=desc`,
      token: 'staff',
    },
    {
      name: 'search 1 char 老 by title',
      path: `/api/proposals?scope=all&q=${q('老')}&sort=title&order=asc`,
      token: 'staff',
    },
    {
      // The editor's check: the draft's title posted as it is typed (issue 27 §3).
      name: 'similar (member, title typed)',
      path: '/api/proposals/similar',
      body: { title: '关于加强中小学心理健康教育的建议' },
      token: 'member',
    },
  ];

  const yardstickName = endpoints[1]!.name;
  const only = process.env.BENCH_ENDPOINTS?.split(',').filter(Boolean);
  if (only)
    endpoints.splice(
      0,
      endpoints.length,
      ...endpoints.filter(
        (endpoint, index) => index === 1 || only.some((part) => endpoint.name.includes(part)),
      ),
    );

  await printPlans(databaseUrl, current);
  console.log(
    `Server ${server.url}, database ${JSON.stringify(health.dialect)}, ${all.total} proposals visible to staff, ` +
      `${mine.total} to the demo member; ${duration}s × ${connections} connections each\n`,
  );
  const rows: {
    name: string;
    build: string;
    rps: number;
    p50: number;
    p99: number;
    solo: number;
    cpu: string;
    errors: number;
  }[] = [];
  for (const running of servers) meters.push(await cpuMeter(running.pid, databaseUrl));
  for (const endpoint of endpoints) {
    for (const [index, running] of servers.entries()) {
      const token = endpoint.token && tokens[index]![endpoint.token];
      const run = (clients: number, seconds: number) =>
        autocannon({
          url: running.url + endpoint.path,
          connections: clients,
          duration: seconds,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(endpoint.body ? { method: 'POST' as const, body: JSON.stringify(endpoint.body) } : {}),
        });
      const solo = await run(1, soloDuration);
      const before = await meters[index]!.read();
      const result = await run(connections, duration);
      const after = await meters[index]!.read();
      rows.push({
        name: endpoint.name,
        build: running.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        solo: solo.latency.p50,
        cpu: cpuPerRequest(before, after, result.requests.total),
        errors: result.errors + result.timeouts + result.non2xx + solo.errors + solo.timeouts + solo.non2xx,
      });
    }
  }
  // Each build's ratios against its own yardstick (the unread count), measured beside it.
  const yardstick = (build: string) =>
    rows.find((row) => row.build === build && row.name === yardstickName)!.rps;
  const cpuHeader = `CPU ms/req (main + others${health.dialect === 'postgres' ? ' + PostgreSQL' : ''})`;
  printTable(
    [
      'endpoint',
      ...(servers.length > 1 ? ['build'] : []),
      'req/s',
      '% of yardstick',
      'p50 ms',
      'p99 ms',
      '1 conn p50 ms',
      cpuHeader,
      'non-2xx/errors',
    ],
    rows.map((row) => [
      row.name,
      ...(servers.length > 1 ? [row.build] : []),
      Math.round(row.rps),
      Math.round((100 * row.rps) / yardstick(row.build)),
      row.p50,
      row.p99,
      row.solo,
      row.cpu,
      row.errors,
    ]),
  );
} finally {
  for (const meter of meters) await meter.close();
  for (const running of servers) await running.stop();
}
