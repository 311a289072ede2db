// Soak bench (issue 14): 200 connections × 60 s of mixed signed-in reads and writes against the built
// server on a freshly seeded database — a member's list, counts, a proposal, a new draft; staff's list, the
// units, the chat contacts. Prints req/s, p50/p99 and every error, timeout and non-2xx; beside it, times the
// first request of a new connection opened twice a second. Exits non-zero on any error.
//   npm run build && npm run bench:soak                                                 SQLite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:soak    (fresh database)
//   BENCH_CONNECTIONS=200 BENCH_DURATION=60
import autocannon from 'autocannon';
import { demoAccount, type Health } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { probeFreshConnections } from './lib/fresh-connection-probe';
import { createPgDatabase } from './lib/pgDatabase';
import { getJson, signIn } from './lib/session';
import { printTable } from './lib/table';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_DURATION ?? 60);
const postgres = process.env.BENCH_DATABASE_URL
  ? await createPgDatabase(process.env.BENCH_DATABASE_URL, 'bench_soak')
  : undefined;
const env: Record<string, string> = { LOG_LEVEL: 'silent' };
if (postgres) env.DATABASE_URL = postgres.url;

const server = await startServer(env);
try {
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  const member = { authorization: `Bearer ${await signIn(server.url, demoAccount('member').email)}` };
  const staff = { authorization: `Bearer ${await signIn(server.url, demoAccount('staff').email)}` };
  const mine = await getJson<{ items: { id: string }[] }>(
    `${server.url}/api/proposals?scope=mine`,
    member.authorization.slice('Bearer '.length),
  );
  const proposalId = mine.items[0]?.id;
  if (!proposalId) throw new Error('The demo member has no proposal: was the database seeded?');
  const draft = JSON.stringify({
    title: '长时间压力测试草稿',
    analysis: '二百个连接持续读写一分钟。',
    suggestions: '不出现任何错误与超时。',
    kind: 'individual',
    categoryCode: 'economy',
  });
  console.log(
    `Server ${server.url}, database ${JSON.stringify(health.dialect)}, ${connections} connections × ${duration} s`,
  );
  // Beside the load: a new connection twice a second, its first request a signed-in read.
  const probe = probeFreshConnections(`${server.url}/api/proposals/${proposalId}`, member, 500);
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      { method: 'GET', path: '/api/proposals?scope=mine', headers: member },
      { method: 'GET', path: '/api/proposals/counts?scope=mine', headers: member },
      { method: 'GET', path: `/api/proposals/${proposalId}`, headers: member },
      {
        method: 'POST',
        path: '/api/proposals',
        headers: { ...member, 'content-type': 'application/json' },
        body: draft,
      },
      { method: 'GET', path: '/api/proposals?scope=all', headers: staff },
      { method: 'GET', path: '/api/units', headers: staff },
      { method: 'GET', path: '/api/chat/contacts', headers: staff },
    ],
  });
  const fresh = await probe.stop();
  printTable(
    ['requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx'],
    [
      [
        result.requests.total,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.latency.max,
        result.errors,
        result.timeouts,
        result.non2xx,
      ],
    ],
  );
  console.log('\nFirst request of a new connection during the load (a signed-in proposal read):');
  printTable(
    ['new connections', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
    [[fresh.count, fresh.failed, fresh.p50, fresh.p99, fresh.max]],
  );
  if (result.errors + result.timeouts + result.non2xx + fresh.failed > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await postgres?.drop();
}
