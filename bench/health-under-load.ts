// Does one kind of slow request stall the rest? (issue 20: SQLite reads in worker threads.) On the database
// generate-proposals.ts filled, the built server is started twice — read workers off (SQLITE_READERS=0:
// every query on the event loop, as before) and on (the default) — and each time the staff's list of all
// proposals is loaded with 32 connections while 4 more connections call /api/health and 4 a cheap
// signed-in read (the member's notifications) in the same seconds. Prints req/s and p50/p99 of each.
//   npm run bench:generate && npm run health-under-load -w @cppcc/bench        (SQLite only)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=32
import autocannon from 'autocannon';
import { demoAccount } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { BENCH_SQLITE_FILE_PATH } from './lib/proposals-data';
import { signIn } from './lib/session';
import { printTable } from './lib/table';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rows: (string | number)[][] = [];

for (const readers of ['0', 'default']) {
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${BENCH_SQLITE_FILE_PATH}`,
  };
  if (readers !== 'default') env.SQLITE_READERS = readers;
  const server = await startServer(env);
  try {
    const staff = { authorization: `Bearer ${await signIn(server.url, demoAccount('staff').email)}` };
    const member = { authorization: `Bearer ${await signIn(server.url, demoAccount('member').email)}` };
    const run = (path: string, count: number, headers?: Record<string, string>) =>
      autocannon({ url: server.url + path, connections: count, duration, headers });
    // All three in the same seconds.
    const [list, health, cheap] = await Promise.all([
      run('/api/proposals?scope=all', connections, staff),
      run('/api/health', 4),
      run('/api/notifications', 4, member),
    ]);
    for (const [name, result] of [
      [`staff list all (${connections} conn.)`, list],
      ['GET /api/health (4 conn.)', health],
      ['member notifications (4 conn.)', cheap],
    ] as const) {
      rows.push([
        readers === '0' ? 'off (0)' : 'on (default)',
        name,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.errors + result.timeouts + result.non2xx,
      ]);
    }
  } finally {
    await server.stop();
  }
}
printTable(['read workers', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx'], rows);
