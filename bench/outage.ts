// Outage bench (issue 14): the built server on a PostgreSQL and a Redis of the bench's own (temporary, on
// free ports), 20 clients reading all the while. PostgreSQL is restarted (`pg_ctl restart -m fast`: every
// connection terminated, 57P01), then Redis is killed and started again. Prints what the clients got during
// each outage (503s, other errors, refused connections) and how long after the service was back the server
// answered normally again; exits non-zero if the server process died or answered a 500.
//   npm run build && npm run bench:outage
import { performance } from 'node:perf_hooks';
import { demoAccount, type Health } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { ownRedis, startOwnPostgres } from './lib/ownServices';
import { signIn } from './lib/session';
import { printTable } from './lib/table';

const CLIENTS = 20;
const pg = await startOwnPostgres();
const redis = await ownRedis();
await redis.start();
const server = await startServer({ LOG_LEVEL: 'silent', DATABASE_URL: pg.url, REDIS_URL: redis.url });

interface Sample {
  at: number;
  status: number; // 0: the connection failed
}
const samples: Sample[] = [];
let running = true;

async function client(token: string) {
  while (running) {
    const status = await fetch(`${server.url}/api/proposals?scope=mine`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    samples.push({ at: performance.now(), status });
  }
}

async function health(): Promise<Health | null> {
  try {
    return (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the clients saw from `from` on, and the first normal answer after `back`. */
function window(name: string, from: number, back: number) {
  const during = samples.filter((sample) => sample.at >= from);
  const firstOk = during.find((sample) => sample.at >= back && sample.status === 200);
  const count = (test: (status: number) => boolean) => during.filter((s) => test(s.status)).length;
  return {
    name,
    requests: during.length,
    ok: count((status) => status === 200),
    unavailable: count((status) => status === 503),
    other: count((status) => status !== 0 && status !== 200 && status !== 503),
    refused: count((status) => status === 0),
    recoveryMs: firstOk ? Math.max(0, Math.round(firstOk.at - back)) : null,
  };
}

const rows: ReturnType<typeof window>[] = [];
try {
  const token = await signIn(server.url, demoAccount('member').email);
  const clients = Array.from({ length: CLIENTS }, () => client(token));
  await pause(2000);

  // 1. PostgreSQL restarts under traffic.
  const restartFrom = performance.now();
  await pg.restart();
  const pgBack = performance.now();
  await pause(3000);
  rows.push(window('PostgreSQL restart (pg_ctl -m fast)', restartFrom, pgBack));

  // 2. Redis killed for 3 s, then started again on the same port.
  const redisFrom = performance.now();
  await redis.stop();
  await pause(3000);
  const whileAway = await health();
  await redis.start();
  const redisBack = performance.now();
  let redisUpAfter: number | null = null;
  for (let tries = 0; tries < 300 && redisUpAfter === null; tries += 1) {
    if ((await health())?.redis === 'up') redisUpAfter = Math.round(performance.now() - redisBack);
    else await pause(100);
  }
  rows.push(window('Redis killed for 3 s, started again', redisFrom, redisBack));

  running = false;
  await Promise.all(clients);
  const alive = (await health()) !== null;
  printTable(
    ['outage', 'requests', '200', '503', 'other status', 'refused', 'first 200 after it is back'],
    rows.map((row) => [
      row.name,
      row.requests,
      row.ok,
      row.unavailable,
      row.other,
      row.refused,
      row.recoveryMs === null ? 'never' : `${row.recoveryMs} ms`,
    ]),
  );
  console.log(
    `\nHealth while Redis was away: ${JSON.stringify(whileAway?.status)} (redis ${JSON.stringify(whileAway?.redis)}); ` +
      `redis "up" again ${redisUpAfter === null ? 'never' : `${redisUpAfter} ms`} after it restarted. ` +
      `Server process alive at the end: ${alive}.`,
  );
  if (!alive || rows.some((row) => row.other > 0 || row.refused > 0 || row.recoveryMs === null))
    process.exitCode = 1;
} finally {
  running = false;
  await server.stop();
  await redis.stop();
  pg.stop();
}
