// List export benchmark (issue 30 §3): starts the real built server on the database filled by
// generate-proposals.ts and downloads, as the demo staff, every proposal the staff's list shows (all
// sessions, no filter) as one streamed .xlsx — goal ≤ 30 s, and the server's memory growth ≤ 100 MB.
//   npm run bench:generate -- --count 100000 && npm run build && npm run bench:export   SQLite
//   BENCH_DATABASE_URL=postgres://…/bench_proposals npm run bench:export                PostgreSQL
// The server's RSS is read from /proc/<pid>/status every 50 ms during the download; the growth is the peak
// over the RSS just before it (after a small warm-up export, so loading exceljs is not counted). The file is
// written to a temporary file as it arrives and its rows counted with exceljs' streaming reader.
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { demoAccount } from '@cppcc/contracts';
import { startServer } from '../e2e/support/server';
import { BENCH_SQLITE_FILE_PATH } from './lib/proposals-data';
import { signIn } from './lib/session';
import { printTable } from './lib/table';

const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE_PATH}`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

const server = await startServer({ LOG_LEVEL: 'warn', DATABASE_URL: url });
const file = path.join(os.tmpdir(), `bench-export-${process.pid}.xlsx`);
try {
  const token = await signIn(server.url, demoAccount('staff').email);
  const download = async (search: string) => {
    const response = await fetch(`${server.url}/api/proposals/export.xlsx?${search}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    if (!response.ok || !response.body)
      throw new Error(`export: ${response.status} ${await response.text()}`);
    const out = createWriteStream(file);
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      if (!out.write(chunk.value)) await once(out, 'drain');
    out.end();
    await finished(out);
  };
  const countRows = async () => {
    let rows = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {}))
      for await (const _row of sheet) rows++;
    return rows - 1; // the header row
  };

  await download('q=养老&sessionId=none'); // warm-up: modules and statements loaded, nothing matches
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const loadBefore = load();
  const started = performance.now();
  await download('scope=all&sort=updatedAt&order=desc');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const loadAfter = load();
  const rows = await countRows();
  printTable(
    ['database', 'rows', 'time', 'RSS before', 'RSS peak', 'growth', 'load before → after'],
    [
      [
        url.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
        rows.toLocaleString('en'),
        `${seconds.toFixed(1)} s`,
        `${before.toFixed(0)} MB`,
        `${peak.toFixed(0)} MB`,
        `${(peak - before).toFixed(0)} MB`,
        `${loadBefore} → ${loadAfter}`,
      ],
    ],
  );
  console.log(
    `goals: ≤ 30 s ${seconds <= 30 ? 'met' : 'MISSED'}, ≤ 100 MB ${peak - before <= 100 ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(file, { force: true });
  await server.stop();
}
