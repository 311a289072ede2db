// Crash bench (issue 14): 20 clients write drafts as fast as the server acknowledges them, the server is
// killed with SIGKILL in the middle of the traffic, restarted on the same database, and every write it had
// acknowledged (2xx with an id) is read back. A lost acknowledged write is a durability bug.
//   npm run bench:crash                                                   SQLite file
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:crash   (fresh database)
//   BENCH_CLIENTS=20 BENCH_DURATION=10     writers, seconds of writing before the kill
import { performance } from 'node:perf_hooks';
import { demoAccount, type Health } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { createPgDatabase } from './lib/pgDatabase';
import { signIn } from './lib/session';
import { printTable } from './lib/table';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const postgres = process.env.BENCH_DATABASE_URL
  ? await createPgDatabase(process.env.BENCH_DATABASE_URL, 'bench_crash')
  : undefined;
const env: Record<string, string> = { LOG_LEVEL: 'silent' };
if (postgres) env.DATABASE_URL = postgres.url;

/** One writer: drafts one after another until the server stops answering; returns the acknowledged ids. */
async function writer(baseUrl: string, token: string, client: number, stop: { now: boolean }) {
  const acknowledged: string[] = [];
  let failed = 0;
  for (let index = 0; !stop.now; index += 1) {
    try {
      const response = await fetch(`${baseUrl}/api/proposals`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `崩溃测试草稿 ${client}-${index}`,
          analysis: '进程被强制结束前已确认的写入，重启后必须仍在。',
          suggestions: '逐条读回核对。',
          kind: 'individual',
          categoryCode: 'economy',
        }),
      });
      if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id);
      else failed += 1;
    } catch {
      // The connection died with the process: this write was never acknowledged.
      break;
    }
  }
  return { acknowledged, failed };
}

async function readBack(baseUrl: string, token: string, ids: string[]): Promise<string[]> {
  const missing: string[] = [];
  let next = 0;
  const reader = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const response = await fetch(`${baseUrl}/api/proposals/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) missing.push(id);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, reader));
  return missing;
}

const server = await startServer(env);
let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Health;
  console.log(`Server ${server.url}, database ${JSON.stringify(health.dialect)}, ${CLIENTS} writers`);
  const token = await signIn(server.url, demoAccount('member').email);
  const stop = { now: false };
  const writers = Array.from({ length: CLIENTS }, (_, client) => writer(server.url, token, client, stop));
  await new Promise((resolve) => setTimeout(resolve, DURATION_S * 1000));
  await server.crash();
  stop.now = true;
  const results = await Promise.all(writers);
  const ids = results.flatMap((result) => result.acknowledged);

  const restartStarted = performance.now();
  restarted = await startServer(env, { port: server.port, dataDir: server.dataDir });
  const restartMs = performance.now() - restartStarted;
  const missing = await readBack(
    restarted.url,
    await signIn(restarted.url, demoAccount('member').email),
    ids,
  );

  printTable(
    ['acknowledged writes', 'refused (non-2xx)', 'lost after kill -9', 'restart to healthy'],
    [
      [
        String(ids.length),
        String(results.reduce((sum, result) => sum + result.failed, 0)),
        String(missing.length),
        `${(restartMs / 1000).toFixed(1)} s`,
      ],
    ],
  );
  if (missing.length > 0) {
    console.error(`Lost acknowledged writes, e.g. ${missing.slice(0, 5).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await (restarted ?? server).stop();
  await postgres?.drop();
}
