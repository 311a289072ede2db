// `npm test`: every check and test of the project, with one closing count and each step's time.
//   npm test                      everything
//   npm test -- unit server:sqlite   only the named steps (see STEPS below)
// Missing PostgreSQL or Chromium: a loud skip on a developer's machine, a failure with CI=true.
// Steps run side by side where the machine would otherwise idle (see LANES); each step's output is
// printed whole when it ends, so the logs of steps that ran together do not interleave.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { banner, run, runCaptured } from './lib/run.mjs';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureTools } from './tools.mjs';
import { chromiumExists, chromiumPath, postgresAnswers, testDatabaseUrl } from './lib/prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/test-reports');
const inCI = process.env.CI === 'true' || process.env.CI === '1';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

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

function vitest(name, projects, env = {}, extra = []) {
  const output = path.join(reports, `${name.replace(/\W/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  return { kind: 'tests', command: ['npx', args], env, report: () => vitestCounts(output) };
}

// ESLint's cache only speeds up local re-runs; CI lints every file. (The rules that read other files' types,
// which the cache would not track, are oxlint's: `lint:types`, never cached.)
const lintCache = inCI
  ? []
  : ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'];

const STEPS = {
  // TypeScript 7's native compiler (the root's `typecheck` script): a quarter of 6.0's CPU for the same checks.
  // One checker and one builder: on two cores shared with two other lanes its threads only contend.
  typecheck: { kind: 'check', command: ['npm', ['run', '--silent', 'typecheck']] },
  lint: { kind: 'check', command: ['npx', ['eslint', '.', '--max-warnings=0', ...lintCache]] },
  // The rules that need types, on TypeScript 7's native checker (.oxlintrc.json; eslint.config.js says why).
  'lint:types': { kind: 'check', command: ['npx', ['oxlint', '--type-aware', '--deny-warnings']] },
  // The browser step's tools and build, ahead of it in phase 1 (scripts/lib/prepare-e2e.mjs): alone in phase 2
  // the build held one core while the other idled. The browser step checks again (a no-op when fresh).
  build: { kind: 'check', command: ['node', ['scripts/lib/prepare-e2e.mjs']] },
  unit: vitest('unit', ['contracts', 'tooling', 'web']),
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
    // The Firebase emulator the sign-in tests start is one of the tools installed on first use.
    before: async () => (await ensureTools()) || buildIfStale(),
    command: ['npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']],
    // Two lanes (a server and a database copy each, e2e/support/lanes.ts): the browser step runs alone, so
    // the second core would otherwise idle while one Chromium waits on its server.
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
      CHROMIUM_PATH: chromiumPath,
      E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
    },
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

/** Runs one step; returns its result line and adds its counts to the totals. */
async function runStep(name, step, { stream }) {
  const missing = step.needs ? await step.needs() : null;
  if (missing) {
    const verdict = inCI ? 'FAILED (CI requires it)' : 'SKIPPED';
    banner(`!!! ${name} ${verdict}: ${missing}`, '!');
    if (inCI) totals.failed += 1;
    return { name, status: inCI ? 'failed' : 'skipped', note: missing };
  }
  if (stream) banner(`npm test › ${name}`);
  else console.log(`… ${name} started`);
  const started = Date.now();
  let code = step.before ? await step.before() : 0;
  let output = '';
  if (code === 0) {
    const options = { env: step.env ?? {}, cwd: root };
    if (stream) code = await run(step.command[0], step.command[1], options);
    else ({ code, output } = await runCaptured(step.command[0], step.command[1], options));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!stream) {
    banner(`npm test › ${name} (${seconds}s)`);
    process.stdout.write(output);
  }
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
    totals.failed += 1;
    return { name, status: 'failed', note: 'ran no test' };
  }
  const note = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  return { name, status: failed ? 'failed' : 'passed', note: `${note} (${seconds}s)`.trim() };
}

// Phases run one after another; within a phase the lanes run side by side, each lane's steps in order.
// The first phase fills two cores: the compiler and the linter are single-threaded, and the PostgreSQL tests
// mostly wait on the database. The browser tests run alone: a second busy process makes their pages slow.
// Lanes balanced by stop 47's step times (load 5–7): SQLite 569 s; type-check 83, lint 167, its typed rules 75, unit
// 92 and the browser step's tools and build 166 (584 together; in phase 2 the build ran with a core idle);
// PostgreSQL 671.
const PHASES = [
  [['server:sqlite'], ['typecheck', 'lint', 'lint:types', 'unit', 'build'], ['server:postgres']],
  [['e2e']],
];

const results = [];
const suiteStarted = Date.now();
for (const phase of PHASES) {
  const lanes = phase
    .map((lane) => lane.filter((name) => !wanted.length || wanted.includes(name)))
    .filter((lane) => lane.length);
  const stream = lanes.length === 1 && lanes[0].length === 1;
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const name of lane) done.push(await runStep(name, STEPS[name], { stream }));
      return done;
    }),
  );
  // The summary lists the steps in the order of STEPS whatever order they finished in.
  results.push(...laneResults.flat());
}
results.sort((a, b) => Object.keys(STEPS).indexOf(a.name) - Object.keys(STEPS).indexOf(b.name));

banner('npm test › summary');
for (const result of results)
  console.log(`  ${result.status.padEnd(8)} ${result.name.padEnd(16)} ${result.note}`);
const minutes = ((Date.now() - suiteStarted) / 60_000).toFixed(1);
const anyFailed = results.some((result) => result.status === 'failed');
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped in ${minutes} min`,
);
process.exit(anyFailed || totals.failed > 0 ? 1 : 0);
