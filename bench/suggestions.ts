// Replay of the suggestions from history (issue 28 §4): for every assigned proposal of each past session,
// the units (and category) it would have been suggested from the history before its own assignment
// (registration), against its final units — top-1 / top-3 accuracy per session, as the admin's page shows.
//   npm run bench:suggestions                       the demo data: a fresh SQLite database, migrated and seeded
//   npm run bench:suggestions -- --generated        the database bench/generate-proposals.ts filled
//                                                   (bench/out/cppcc.sqlite, or BENCH_DATABASE_URL)
//   npm run bench:suggestions -- --sample 100       proposals replayed per session at most (default 200)
// The replay runs the server's own service (modules/suggestions) with an admin caller; the time per
// replayed proposal is printed with the machine's load (the machine is shared).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPLAY_SAMPLE_DEFAULT } from '@cppcc/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { suggestionsService } from '../apps/server/src/modules/suggestions/service';
import { seedDemoData } from '../apps/server/src/seed';
import { BENCH_SQLITE_FILE_PATH } from './lib/proposals-data';
import { printTable } from './lib/table';

const args = process.argv.slice(2);
const generated = args.includes('--generated');
const sampleArg = args.indexOf('--sample');
const sample = sampleArg >= 0 ? Number(args[sampleArg + 1]) : REPLAY_SAMPLE_DEFAULT;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-suggestions-'));
const url = generated
  ? (process.env.BENCH_DATABASE_URL ?? `sqlite:${BENCH_SQLITE_FILE_PATH}`)
  : `sqlite:${path.join(dataDir, 'demo.sqlite')}`;
const db = openDatabase(url);
try {
  if (!generated) {
    await migrateToLatest(db);
    await seedDemoData(db, undefined, { passwordHashCost: 1024, dataDir });
  }
  const admin = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('roles', 'like', '%admin%')
    .executeTakeFirstOrThrow();
  const proposals = await db.kysely
    .selectFrom('proposals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `Suggestion replay on ${generated ? 'the generated data' : 'the demo data'} (${url.split(':')[0]}, ` +
      `${Number(proposals.n)} proposals), at most ${sample} per session; load before: ${load()}`,
  );
  const started = performance.now();
  const report = await suggestionsService(db.kysely, db.dialect).replay(
    { id: admin.id, roles: ['admin'], unitId: null },
    sample,
  );
  const elapsed = performance.now() - started;
  const percent = (part: number, whole: number) =>
    whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`;
  printTable(
    ['session', 'assigned', 'replayed', 'top-1 units', 'top-3 units', 'top-1 category', 'no suggestion'],
    report.sessions.map((session) => [
      session.name,
      session.total,
      session.replayed,
      `${percent(session.top1, session.replayed)} (${session.top1})`,
      `${percent(session.top3, session.replayed)} (${session.top3})`,
      `${percent(session.categoryTop1, session.replayed)} (${session.categoryTop1})`,
      `${session.none}`,
    ]),
  );
  const replayed = report.sessions.reduce((sum, session) => sum + session.replayed, 0);
  console.log(
    `${replayed} proposals replayed in ${(elapsed / 1000).toFixed(1)} s ` +
      `(${replayed === 0 ? '—' : (elapsed / replayed).toFixed(1)} ms each); load after: ${load()}`,
  );
} finally {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
