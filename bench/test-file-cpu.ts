// The server test steps' CPU by test file (issue 33, test suite time): runs `vitest run --project server` for
// each dialect, side by side as `npm test`'s phase 1 does, with bench/lib/test-file-cpu.ts logging each
// file's CPU, then prints each step's CPU (user + system of vitest and its worker) and its largest files.
//   npm run test-file-cpu -w @cppcc/bench                        both dialects (PostgreSQL at TEST_DATABASE_URL)
//   BENCH_DIALECTS=sqlite BENCH_TOP=30 npm run test-file-cpu -w @cppcc/bench -- src/seed   (only these files)
// The PostgreSQL server's own CPU is not in these figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable } from './lib/table';

const root = path.resolve(import.meta.dirname, '..');
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const TOP = Number(process.env.BENCH_TOP ?? 12);
const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-test-file-cpu-'));

/** CPU-s of the children this process has waited for (vitest and, reaped by it, its workers), from /proc. */
function childrenCpu(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function run(dialect: string): Promise<{ dialect: string; code: number | null; wall: number }> {
  const started = Date.now();
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TEST_DIALECT: dialect, TEST_FILE_CPU: path.join(logs, `${dialect}.log`) },
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ dialect, code, wall: (Date.now() - started) / 1000 })),
  );
}

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`load at start ${load()}; logs in ${logs}`);
const results = await Promise.all(dialects.map(run));
console.log(`load at end ${load()}; vitest and workers of all steps: ${childrenCpu().toFixed(1)} CPU-s`);
for (const { dialect, code, wall } of results) {
  const lines = fs.existsSync(path.join(logs, `${dialect}.log`))
    ? fs
        .readFileSync(path.join(logs, `${dialect}.log`), 'utf8')
        .trim()
        .split('\n')
    : [];
  const files = lines
    .map((line) => line.split('\t'))
    .map(([cpu, wall, file]) => ({
      cpu: Number(cpu),
      wall: Number(wall),
      file: path.relative(root, file ?? ''),
    }))
    .sort((a, b) => b.cpu - a.cpu);
  const total = files.reduce((sum, file) => sum + file.cpu, 0);
  console.log(
    `\n${dialect}: exit ${code}, ${wall.toFixed(0)} s, ${files.length} files, ${total.toFixed(1)} CPU-s in them`,
  );
  printTable(
    ['CPU-s', 'wall s', 'file'],
    files.slice(0, TOP).map((file) => [file.cpu.toFixed(2), file.wall.toFixed(1), file.file]),
  );
}
