// Cold start and idle memory of the BUILT server (issue 20): `node apps/server/dist/main.js` on a database
// that is already migrated and seeded (the first start, not measured, does that), then BENCH_STARTS starts,
// each timed from spawn to the first answer of GET /api/health, and its resident memory read from
// /proc/<pid>/status after BENCH_IDLE_MS of idling. Prints the median (and range) of both, beside the floor
// measured in the same run (issue 33 §5): a bare Fastify server (lib/bare-fastify.mjs) started alternately
// with the built one, so both see the same machine load; the goal is built / bare ≤ 2.
//   npm run build -w @cppcc/server && npm run startup -w @cppcc/bench                SQLite file
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run startup -w @cppcc/bench
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import { createPgDatabase } from './lib/pgDatabase';
import { printTable } from './lib/table';

const root = path.resolve(import.meta.dirname, '..');
// BENCH_SERVER_MAIN: another build to compare (e.g. a copy of the dist before a change).
const main = path.resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
const bare = path.join(import.meta.dirname, 'lib/bare-fastify.mjs');
// BENCH_BEFORE_MAIN: a second build started in the same rotation (before, bare, after), for a before/after
// pair measured under the same load and on the same database.
const before = process.env.BENCH_BEFORE_MAIN ? path.resolve(root, process.env.BENCH_BEFORE_MAIN) : undefined;
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const POLL_MS = 5;

if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build -w @cppcc/server first`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-startup-'));
const postgres = process.env.BENCH_DATABASE_URL
  ? await createPgDatabase(process.env.BENCH_DATABASE_URL, 'bench_startup')
  : undefined;
const databaseUrl = postgres?.url ?? `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
const JWT_SECRET = randomBytes(32).toString('hex');

/** CPU time (user + system, ms) the process has used, from /proc (Linux; 100 clock ticks per second). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const rssKb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
};

type Run = { ms: number; cpu: number; rssMb: number };

/**
 * One start: ms until /api/health answered, the CPU time the server used until then (what the start
 * costs, less dependent on a busy machine than the wall time), and RSS (MB) after idling.
 */
async function start(script = main, timeoutMs = 120_000): Promise<Run> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      JOBS_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let ms = NaN;
    let cpu = NaN;
    const deadline = Date.now() + timeoutMs;
    while (Number.isNaN(ms)) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          ms = performance.now() - t0;
          cpu = cpuMs(child.pid!);
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { ms, cpu, rssMb: rssKb(child.pid!) / 1024 };
  } finally {
    const exited =
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : Promise.resolve();
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

try {
  // Migrates and seeds (minutes on a loaded machine): not a cold start of an installed server.
  const first = await start(main, 900_000);
  const runs: Run[] = [];
  const floor: Run[] = [];
  const earlier: Run[] = [];
  const loads: number[] = [];
  for (let index = 0; index < STARTS; index += 1) {
    // Alternated, so a change in the machine's load weighs on both alike.
    if (before) earlier.push(await start(before));
    floor.push(await start(bare));
    runs.push(await start());
    loads.push(os.loadavg()[0]!);
  }
  console.log(
    `Built server, ${postgres ? 'PostgreSQL' : 'SQLite'}; first start (migrate + seed) ${first.ms.toFixed(0)} ms; ${STARTS} starts each, alternating with a bare Fastify server; load (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
  );
  const row = (label: string, pick: (run: Run) => number, of: Run[] = runs) => {
    const values = of.map(pick);
    const floors = floor.map(pick);
    return [
      label,
      ...[median(values), Math.min(...values), Math.max(...values), median(floors)].map((v) => v.toFixed(0)),
      `${(median(values) / median(floors)).toFixed(2)}×`,
    ];
  };
  printTable(
    ['measure', 'median', 'min', 'max', 'bare Fastify median', 'ratio'],
    [
      row('spawn → first answer of /api/health (ms)', (run) => run.ms),
      row('server CPU until the first answer (ms)', (run) => run.cpu),
      row(`RSS after ${IDLE_MS} ms idle (MB)`, (run) => run.rssMb),
      ...(before
        ? [
            row('before: spawn → first answer (ms)', (run) => run.ms, earlier),
            row('before: server CPU until the first answer (ms)', (run) => run.cpu, earlier),
          ]
        : []),
    ],
  );
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
