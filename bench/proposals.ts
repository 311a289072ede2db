// Proposals load benchmark: starts the real built server on the database filled by generate-proposals.ts,
// signs in as the demo member and the demo staff, and runs autocannon against the member list, the staff
// list with filters and paging, the counts, the text search and the similar-proposals lookup, printing
// req/s and latency p50/p99 per endpoint.
//   npm run bench:generate && npm run bench:proposals                 SQLite (bench/out/cppcc.sqlite)
//   BENCH_DATABASE_URL=postgres://…/bench_proposals npm run bench:proposals
//   BENCH_DURATION=10 BENCH_CONNECTIONS=20                               seconds per endpoint, connections
import autocannon from 'autocannon';
import { demoAccount, type Health, type Session } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { getJson, signIn } from './lib/session';
import { printTable } from './lib/table';
import { BENCH_SQLITE_FILE_PATH, RARE_PHRASE } from './lib/proposals-data';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const env: Record<string, string> = {
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE_PATH}`,
};

const server = await startServer(env);
try {
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  const member = await signIn(server.url, demoAccount('member').email);
  const staff = await signIn(server.url, demoAccount('staff').email);
  const sessions = await getJson<{ items: Session[] }>(`${server.url}/api/sessions`, staff);
  const current = sessions.items.find((session) => session.isCurrent)?.id;
  if (!current) throw new Error('No current session: was the database generated (npm run bench:generate)?');
  const all = await getJson<{ total: number }>(`${server.url}/api/proposals?scope=all&pageSize=1`, staff);
  const mine = await getJson<{ total: number }>(`${server.url}/api/proposals?scope=mine&pageSize=1`, member);
  const registered = `scope=all&sessionId=${current}&state=registered,assigned,handling,replied,closed&sort=number&order=asc`;
  const registeredTotal = (
    await getJson<{ total: number }>(`${server.url}/api/proposals?${registered}&pageSize=1`, staff)
  ).total;
  const deepPage = Math.max(1, Math.floor(registeredTotal / 20 / 2));

  const q = (term: string) => encodeURIComponent(term);
  const endpoints: { name: string; path: string; token?: string }[] = [
    { name: 'GET /api/health (bare)', path: '/api/health' },
    { name: 'member list (scope=mine)', path: '/api/proposals?scope=mine', token: member },
    { name: 'member counts (scope=mine)', path: '/api/proposals/counts?scope=mine', token: member },
    { name: 'staff list all, page 1', path: '/api/proposals?scope=all', token: staff },
    { name: 'staff list state=submitted', path: '/api/proposals?scope=all&state=submitted', token: staff },
    { name: 'staff session+states by number p1', path: `/api/proposals?${registered}`, token: staff },
    {
      name: `staff session+states by number p${deepPage}`,
      path: `/api/proposals?${registered}&page=${deepPage}`,
      token: staff,
    },
    {
      name: 'staff counts (current session)',
      path: `/api/proposals/counts?scope=all&sessionId=${current}`,
      token: staff,
    },
    { name: 'search common 心理健康', path: `/api/proposals?scope=all&q=${q('心理健康')}`, token: staff },
    {
      name: `search rare ${RARE_PHRASE}`,
      path: `/api/proposals?scope=all&q=${q(RARE_PHRASE)}`,
      token: staff,
    },
    { name: 'search 2 chars 养老', path: `/api/proposals?scope=all&q=${q('养老')}`, token: staff },
    {
      name: 'similar (member, title typed)',
      path: `/api/proposals/similar?q=${q('关于加强中小学心理健康教育的建议')}`,
      token: member,
    },
  ];

  console.log(
    `Server ${server.url}, database ${JSON.stringify(health.dialect)}, ${all.total} proposals visible to staff, ` +
      `${mine.total} to the demo member; ${duration}s × ${connections} connections each\n`,
  );
  const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (const endpoint of endpoints) {
    const result = await autocannon({
      url: server.url + endpoint.path,
      connections,
      duration,
      headers: endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : undefined,
    });
    rows.push({
      name: endpoint.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors'],
    rows.map((row) => [row.name, Math.round(row.rps), row.p50, row.p99, row.errors]),
  );
} finally {
  await server.stop();
}
