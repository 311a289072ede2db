// Compilation benchmark (issue 29 §3: a session's 提案汇编 of 1,000 proposals built in ≤ 60 s on this machine).
// Fills its own database with generate-proposals.ts (--count 3140: ~1,000 registered proposals in the current
// session, with their tasks and approved replies), then, in process, builds the internal edition twice:
// the DOCX alone (reading the proposals in batches + writing the document), and the whole background job
// through the service (claim, progress, DOCX stored, PDF by LibreOffice when `soffice` is installed).
//   npm run bench:compilation                                  SQLite bench/out/compilation.sqlite
//   BENCH_DATABASE_URL=postgres://…/bench_compilation npm run bench:compilation
//   npx tsx bench/compilation.ts --count 6400                  another size (new database)
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoAccount, REGISTERED_STATES } from '@cppcc/contracts';
import { openDatabase } from '../apps/server/src/db/database';
import { diskFileStorage } from '../apps/server/src/modules/attachments/storage';
import { readCompiledProposals } from '../apps/server/src/modules/compilation/content';
import { buildCompilationDocument } from '../apps/server/src/modules/compilation/document';
import { sofficePath } from '../apps/server/src/modules/compilation/pdf';
import { compilationService } from '../apps/server/src/modules/compilation/service';
import { statisticsService } from '../apps/server/src/modules/statistics/service';
import { workflowSettingsService } from '../apps/server/src/modules/workflow-settings/service';

const here = import.meta.dirname;
const args = process.argv.slice(2);
const countArg = args.indexOf('--count');
const count = countArg >= 0 ? Number(args[countArg + 1]) : 3140;
const sqliteFile = path.resolve(process.env.BENCH_SQLITE_FILE ?? path.join(here, 'out/compilation.sqlite'));
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${sqliteFile}`;
const LIMIT_S = 60;

const generated = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'generate-proposals.ts'), '--count', String(count), '--reset'],
  // BENCH_DATABASE_URL, when set, passes through to the generator as it is.
  { stdio: 'inherit', env: { ...process.env, BENCH_SQLITE_FILE: sqliteFile } },
);
if (generated.status !== 0) throw new Error(`The generator failed (exit ${generated.status}).`);

const db = openDatabase(url);
const session = await db.kysely
  .selectFrom('sessions')
  .select(['id', 'name'])
  .where('isCurrent', '=', 1)
  .executeTakeFirstOrThrow();
const registered = await db.kysely
  .selectFrom('proposals')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('sessionId', '=', session.id)
  .where('state', 'in', [...REGISTERED_STATES])
  .executeTakeFirstOrThrow();
const staff = await db.kysely
  .selectFrom('users')
  .select(['id', 'roles'])
  .where('email', '=', demoAccount('staff').email)
  .executeTakeFirstOrThrow();

const loadBefore = os.loadavg();
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

// 1. The DOCX alone.
let start = process.hrtime.bigint();
const settings = await workflowSettingsService(db.kysely).get();
const statistics = await statisticsService(db.kysely).forSession(session.id);
const proposals = await readCompiledProposals(db.kysely, session.id, 'internal', settings, async () => {});
const readS = seconds(start);
const bytes = await buildCompilationDocument({
  sessionName: session.name,
  edition: 'internal',
  statistics,
  settings,
  proposals,
  date: new Date().toISOString().slice(0, 10),
});
const docxS = seconds(start);

// 2. The whole job through the service.
const filesDir = path.join(here, 'out/compilation-files');
mkdirSync(filesDir, { recursive: true });
const service = compilationService({
  db: db.kysely,
  storage: diskFileStorage(filesDir),
  log: { error: (details: unknown, message?: string) => console.error(message, details) },
});
const run = await service.create(
  { id: staff.id, roles: ['staff'], unitId: null },
  { sessionId: session.id, edition: 'internal' },
);
start = process.hrtime.bigint();
await service.runQueued();
const jobS = seconds(start);
const done = await service.get(run.id);
const loadAfter = os.loadavg();
await db.close();

const soffice = await sofficePath();
const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  [
    `\n${db.dialect}: ${session.name}, ${Number(registered.n)} registered proposals (${proposals.length} compiled), ${proposals.reduce((sum, p) => sum + p.replies.length, 0)} replies`,
    `  read ${round(readS)} s, DOCX written ${round(docxS)} s in all (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`,
    `  background job (state ${done.state}): ${round(jobS)} s — DOCX ${done.docx ? `${(done.docx.size / 1024 / 1024).toFixed(1)} MB` : 'none'}, PDF ${done.pdf ? `${(done.pdf.size / 1024 / 1024).toFixed(1)} MB` : soffice ? 'failed' : 'not made (no soffice)'}`,
    `  load average before ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(2)).join(' ')} on ${os.cpus().length} cores`,
    `  limit ${LIMIT_S} s: ${jobS <= LIMIT_S ? 'met' : 'NOT met'}`,
  ].join('\n'),
);
if (done.state !== 'done') process.exitCode = 1;
