// Statistics benchmark (issue 7: a session of 10,000 proposals in under 200 ms on both databases).
// Fills its own database with generate-proposals.ts --count 25000 (40% = 10,000 in the current session,
// with tasks, replies and evaluations), starts the built server on it, signs in as the demo staff and
// measures GET /api/statistics for the current session: single requests one after another (the latency a
// user sees), then autocannon with a few connections; and, in process, each of the service's queries alone.
//   npm run build -w @cppcc/server && npm run bench:statistics          SQLite bench/out/statistics.sqlite
//   BENCH_DATABASE_URL=postgres://…/bench_statistics npm run bench:statistics
//   BENCH_RUNS=50 BENCH_DURATION=10 BENCH_CONNECTIONS=4                 sequential runs, autocannon settings
//   npx tsx bench/statistics.ts --session-size 20000                    another current-session size (new db)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  demoAccount,
  RECEIVED_STATES,
  REGISTERED_STATES,
  type Health,
  type Statistics,
} from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { openDatabase } from '../apps/server/src/db/database';
import { statisticsQueries } from '../apps/server/src/modules/statistics/repository';
import { unitFiguresQueries } from '../apps/server/src/modules/statistics/unit-figures-repository';
import { signIn } from './lib/session';
import { printTable } from './lib/table';

const here = import.meta.dirname;
const runs = Number(process.env.BENCH_RUNS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const sqliteFile = path.resolve(process.env.BENCH_SQLITE_FILE ?? path.join(here, 'out/statistics.sqlite'));
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${sqliteFile}`;
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    [
      'Usage: npx tsx bench/statistics.ts [--session-size N]   (npm run bench:statistics; build the server first)',
      '  --session-size N   proposals generated into the current session (default 10000; 2.5 × N in all)',
      '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_statistics   PostgreSQL instead of SQLite',
      '  BENCH_SQLITE_FILE  SQLite file (default bench/out/statistics.sqlite)',
      '  BENCH_RUNS, BENCH_DURATION, BENCH_CONNECTIONS   sequential runs, autocannon seconds and connections',
    ].join('\n'),
  );
  process.exit(0);
}
const sizeArg = args.indexOf('--session-size');
const sessionSize = sizeArg >= 0 ? Number(args[sizeArg + 1]) : 10_000;
if (!Number.isInteger(sessionSize) || sessionSize < 5)
  throw new Error('--session-size needs a whole number ≥ 5');
/** The generator puts 2 of every 5 proposals into the current session. */
const TOTAL = Math.ceil((sessionSize * 5) / 2);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

async function timed(times: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await run(); // warm caches and statement preparation
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

// 1. The data: the generator refuses to fill a database twice, so this is quick after the first run.
const generated = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'generate-proposals.ts'), '--count', String(TOTAL)],
  { stdio: 'inherit', env: { ...process.env, BENCH_SQLITE_FILE: sqliteFile } },
);
if (generated.status !== 0) throw new Error(`The generator failed (exit ${generated.status}).`);

// 2. In process: each query of the service alone (where the time goes).
const db = openDatabase(url);
const session = await db.kysely
  .selectFrom('sessions')
  .select(['id', 'name'])
  .where('isCurrent', '=', 1)
  .executeTakeFirstOrThrow();
const q = statisticsQueries(db.kysely, session.id);
const now = new Date().toISOString();
const queries: [string, () => Promise<unknown>][] = [
  ['proposalGroups', () => q.proposalGroups()],
  ['byMember', () => q.byMember(RECEIVED_STATES, REGISTERED_STATES)],
  ['units', () => q.units(now)],
  ['replyClasses', () => q.replyClasses()],
  ['satisfaction', () => q.satisfaction()],
  // GET /api/statistics/unit-figures (issue 28 §5): its four statements.
  ...unitFigureQueries(),
];
function unitFigureQueries(): [string, () => Promise<unknown>][] {
  const u = unitFiguresQueries(db.kysely, session.id, 3);
  return [
    ['unit figures: tasks', () => u.taskFigures()],
    ['unit figures: urges', () => u.urges()],
    ['unit figures: classes', () => u.classes()],
    ['unit figures: evaluations', () => u.evaluations()],
  ];
}
const queryRows: (string | number)[][] = [];
for (const [name, run] of queries) {
  const samples = await timed(Math.min(runs, 20), run);
  queryRows.push([name, ms(percentile(samples, 50)), ms(percentile(samples, 99))]);
}
const counts = await db.kysely
  .selectFrom('proposals')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('sessionId', '=', session.id)
  .executeTakeFirstOrThrow();
await db.close();

// 3. Over HTTP, through the built server.
const server = await startServer({ LOG_LEVEL: 'silent', DATABASE_URL: url });
try {
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  const token = await signIn(server.url, demoAccount('staff').email);
  const endpoint = `${server.url}/api/statistics?sessionId=${encodeURIComponent(session.id)}`;
  const headers = { authorization: `Bearer ${token}` };
  let figures: Statistics | undefined;
  const sequential = await timed(runs, async () => {
    const response = await fetch(endpoint, { headers });
    if (!response.ok) throw new Error(`GET /api/statistics: ${response.status} ${await response.text()}`);
    figures = (await response.json()) as Statistics;
  });
  const load = await autocannon({ url: endpoint, connections, duration, headers });

  const p = figures!.proposals;
  console.log(
    `\n${JSON.stringify(health.dialect)}: session ${session.name} with ${counts.n} proposals ` +
      `(received ${p.received}, registered ${p.registered}, replied ${p.replied}, closed ${p.closed}; ` +
      `${figures!.units.reduce((sum, unit) => sum + unit.assigned, 0)} tasks over ${figures!.units.length} units, ` +
      `${figures!.replyClasses.reduce((sum, item) => sum + item.count, 0)} approved replies, ` +
      `${figures!.satisfaction.evaluations} evaluations, ${figures!.byMember.length} members)\n`,
  );
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'max ms', 'req/s'],
    [
      [
        `GET /api/statistics, ${runs} sequential`,
        ms(percentile(sequential, 50)),
        ms(percentile(sequential, 99)),
        ms(sequential[sequential.length - 1] ?? NaN),
        '-',
      ],
      [
        `GET /api/statistics, ${duration}s × ${connections} connections`,
        load.latency.p50,
        load.latency.p99,
        load.latency.max,
        Math.round(load.requests.average) +
          (load.non2xx + load.errors + load.timeouts > 0 ? ` (${load.non2xx + load.errors} errors)` : ''),
      ],
    ],
  );
  console.log('\nEach query alone, in process (20 runs):\n');
  printTable(['query', 'p50 ms', 'p99 ms'], queryRows);
  // The machine's load says how far the times above are from an idle one's.
  console.log(
    `\nLoad average (1, 5, 15 min): ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores`,
  );
} finally {
  await server.stop();
}
