// Load benchmark: starts the real server on a freshly seeded database and runs autocannon against
// each endpoint, printing req/s and latency p50/p99, and each endpoint's ratio to bare /api/health.
//   npm run bench:api                          SQLite (embedded default)
//   BENCH_DATABASE_URL=postgres://… npm run bench:api
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50     seconds per endpoint, concurrent connections
import autocannon from 'autocannon';
import type { Health } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { printTable } from './lib/table';

interface Endpoint {
  name: string;
  path: string | ((baseUrl: string) => Promise<string>);
  headers?: Record<string, string>;
}

/** The first hashed script the app's index.html loads. */
async function firstAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl)).text();
  const match = /src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('index.html names no /assets/*.js script; is the web app built?');
  return match[1];
}

const endpoints: Endpoint[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/nope (JSON 404)', path: '/api/nope' },
  { name: 'GET / (index.html)', path: '/' },
  { name: 'GET /assets/<entry>.js gzip', path: firstAsset, headers: { 'accept-encoding': 'gzip' } },
];

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const env: Record<string, string> = { LOG_LEVEL: 'silent' };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

const server = await startServer(env);
try {
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  console.log(
    `Server ${server.url}, database ${JSON.stringify(health.dialect)}, ${duration}s × ${connections} connections each\n`,
  );
  const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (const endpoint of endpoints) {
    const path = typeof endpoint.path === 'string' ? endpoint.path : await endpoint.path(server.url);
    const result = await autocannon({
      url: server.url + path,
      connections,
      duration,
      headers: endpoint.headers,
    });
    rows.push({
      name: endpoint.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  const baseline = rows[0]?.rps || 1;
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'vs health'],
    rows.map((row) => [
      row.name,
      Math.round(row.rps),
      row.p50,
      row.p99,
      row.errors,
      (row.rps / baseline).toFixed(2),
    ]),
  );
} finally {
  await server.stop();
}
