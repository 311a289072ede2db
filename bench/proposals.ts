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
import autocannon from 'autocannon';
import { demoAccount, type Health, type Role, type Session } from '@cppcc/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import type { Caller } from '../apps/server/src/modules/auth/guard';
import { explainList } from './lib/explain';
import { startServer } from '../e2e/support/server';
import { getJson, signIn } from './lib/session';
import { printTable } from './lib/table';
import { BENCH_SQLITE_FILE_PATH, RARE_PHRASE } from './lib/proposals-data';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const soloDuration = Number(process.env.BENCH_SOLO_DURATION ?? 3);
const env: Record<string, string> = {
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE_PATH}`,
};

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
  const endpoints: { name: string; path: string; token?: string; body?: object }[] = [
    { name: 'GET /api/health (bare)', path: '/api/health' },
    { name: 'member unread count (yardstick)', path: '/api/notifications/unread-count', token: member },
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
      name: `staff session+states by number p${deepPage} after=`,
      path: `/api/proposals?${registered}&page=${deepPage}&after=${deepCursor}`,
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
      // The editor's check: the draft's title posted as it is typed (issue 27 §3).
      name: 'similar (member, title typed)',
      path: '/api/proposals/similar',
      body: { title: '关于加强中小学心理健康教育的建议' },
      token: member,
    },
  ];

  await printPlans(env.DATABASE_URL!, current);
  console.log(
    `Server ${server.url}, database ${JSON.stringify(health.dialect)}, ${all.total} proposals visible to staff, ` +
      `${mine.total} to the demo member; ${duration}s × ${connections} connections each\n`,
  );
  const rows: { name: string; rps: number; p50: number; p99: number; solo: number; errors: number }[] = [];
  for (const endpoint of endpoints) {
    const run = (clients: number, seconds: number) =>
      autocannon({
        url: server.url + endpoint.path,
        connections: clients,
        duration: seconds,
        headers: {
          ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
          ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(endpoint.body ? { method: 'POST' as const, body: JSON.stringify(endpoint.body) } : {}),
      });
    const solo = await run(1, soloDuration);
    const result = await run(connections, duration);
    rows.push({
      name: endpoint.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      solo: solo.latency.p50,
      errors: result.errors + result.timeouts + result.non2xx + solo.errors + solo.timeouts + solo.non2xx,
    });
  }
  const yardstick = rows[1]!.rps;
  printTable(
    ['endpoint', 'req/s', '% of yardstick', 'p50 ms', 'p99 ms', '1 conn p50 ms', 'non-2xx/errors'],
    rows.map((row) => [
      row.name,
      Math.round(row.rps),
      Math.round((100 * row.rps) / yardstick),
      row.p50,
      row.p99,
      row.solo,
      row.errors,
    ]),
  );
} finally {
  await server.stop();
}
