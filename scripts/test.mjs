// `npm test`: every check and test of the project, in order, with one closing count.
//   npm test                      everything
//   npm test -- unit server:sqlite   only the named steps (see STEPS below)
// Missing PostgreSQL or Chromium: a loud skip on a developer's machine, a failure with CI=true.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { banner, run } from './lib/run.mjs';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { chromiumExists, chromiumPath, postgresAnswers, testDatabaseUrl } from './lib/prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/test-reports');
const inCI = process.env.CI === 'true' || process.env.CI === '1';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function vitest(name, projects, env = {}) {
  const output = path.join(reports, `${name.replace(/\W/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  return { kind: 'tests', command: ['npx', args], env, report: () => vitestCounts(output) };
}

// The typed rules read other files' types, which ESLint's cache does not track (a change in one file can
// make an unchanged importer wrong): the cache only speeds up local re-runs; CI lints every file.
const lintCache = inCI
  ? []
  : ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'];

const STEPS = {
  typecheck: { kind: 'check', command: ['npx', ['tsc', '-b']] },
  lint: { kind: 'check', command: ['npx', ['eslint', '.', '--max-warnings=0', ...lintCache]] },
  unit: vitest('unit', ['contracts', 'web']),
  'server:sqlite': vitest('server-sqlite', ['server'], { TEST_DIALECT: 'sqlite' }),
  'server:postgres': {
    ...vitest('server-postgres', ['server'], {
      TEST_DIALECT: 'postgres',
      TEST_DATABASE_URL: testDatabaseUrl,
    }),
    needs: async () => ((await postgresAnswers()) ? null : `no PostgreSQL answers at ${testDatabaseUrl}`),
  },
  e2e: {
    kind: 'tests',
    before: () => buildIfStale(),
    command: ['npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'), CHROMIUM_PATH: chromiumPath },
    needs: async () => (chromiumExists() ? null : `no Chromium at ${chromiumPath}`),
    report: () => playwrightCounts(path.join(reports, 'e2e.json')),
  },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in STEPS));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(STEPS).join(', ')}`);
  process.exit(2);
}

for (const [name, step] of Object.entries(STEPS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const missing = step.needs ? await step.needs() : null;
  if (missing) {
    const verdict = inCI ? 'FAILED (CI requires it)' : 'SKIPPED';
    banner(`!!! ${name} ${verdict}: ${missing}`, '!');
    results.push({ name, status: inCI ? 'failed' : 'skipped', note: missing });
    if (inCI) totals.failed += 1;
    continue;
  }
  banner(`npm test › ${name}`);
  const started = Date.now();
  let code = step.before ? await step.before() : 0;
  if (code === 0) code = await run(step.command[0], step.command[1], { env: step.env ?? {}, cwd: root });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = null;
  if (step.report) {
    try {
      counts = step.report();
    } catch {
      counts = null; // the runner died before writing its report: counted as one failure below
    }
  }
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  const failed = code !== 0 || (counts?.failed ?? 0) > 0;
  if (failed && !counts?.failed) totals.failed += 1;
  if (step.kind === 'tests' && counts && counts.passed === 0 && !failed) {
    results.push({ name, status: 'failed', note: 'ran no test' });
    totals.failed += 1;
    continue;
  }
  const note = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  results.push({ name, status: failed ? 'failed' : 'passed', note: `${note} (${seconds}s)`.trim() });
}

banner('npm test › summary');
for (const result of results)
  console.log(`  ${result.status.padEnd(8)} ${result.name.padEnd(16)} ${result.note}`);
const anyFailed = results.some((result) => result.status === 'failed');
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyFailed || totals.failed > 0 ? 1 : 0);
