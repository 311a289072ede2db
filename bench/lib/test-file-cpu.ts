// A setup file of the server tests when TEST_FILE_CPU names a log (vitest.config.ts): each test file's CPU
// (user + system of the worker process, every thread, its hooks included) and wall time, one line a file.
// vitest's reports give only wall time per file, which on a loaded machine says little (bench/test-file-cpu.ts).
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

let start = process.cpuUsage();
let started = Date.now();

beforeAll(() => {
  start = process.cpuUsage();
  started = Date.now();
});

// vitest passes the file's suite second (the first argument is the fixtures' context).
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  const used = process.cpuUsage(start);
  const cpu = ((used.user + used.system) / 1e6).toFixed(2);
  const wall = ((Date.now() - started) / 1000).toFixed(1);
  appendFileSync(process.env.TEST_FILE_CPU ?? '', `${cpu}\t${wall}\t${suite.file.filepath}\n`);
});
