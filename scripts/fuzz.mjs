// `npm run test:fuzz`: the generated bad-request test (apps/server/src/http/fuzz.test.ts) with a larger
// count, on SQLite then PostgreSQL. FUZZ_RUNS = requests per route (default here 500; `npm test` runs 115).
// Record the printed figures in bench/RESULTS.md.
import path from 'node:path';
import { banner, run } from './lib/run.mjs';
import { postgresAnswers, testDatabaseUrl } from './lib/prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = process.env.FUZZ_RUNS ?? '500';
const args = ['vitest', 'run', '--project', 'server', 'src/http/fuzz.test.ts'];
let failed = false;
for (const dialect of ['sqlite', 'postgres']) {
  if (dialect === 'postgres' && !(await postgresAnswers())) {
    banner(`!!! fuzz postgres FAILED: no PostgreSQL answers at ${testDatabaseUrl}`, '!');
    failed = true;
    continue;
  }
  banner(`npm run test:fuzz › ${dialect} (${runs} requests per route)`);
  const env = { TEST_DIALECT: dialect, TEST_DATABASE_URL: testDatabaseUrl, FUZZ_RUNS: runs };
  if ((await run('npx', args, { env, cwd: root })) !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
