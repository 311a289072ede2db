// Excel import benchmark (issue 30 §1: 5,000 rows ≤ 10 s on both databases). Builds an .xlsx of 5,000
// members (the template's columns), then, in process on a fresh database, runs the import service as the
// route does: the dry run (read + check every row), the commit (read, check again, one transaction with
// the accounts, the audit entries and the invitations' links), the same file again (all skipped), and the
// invitations' sending (5,000 SMS through the demo outbox, after the commit, not part of the 10 s).
//   npx tsx bench/import.ts                                         SQLite bench/out/import.sqlite
//   BENCH_DATABASE_URL=postgres://…/bench_import npx tsx bench/import.ts   (its own database: emptied)
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { logMessageSender } from '../apps/server/src/modules/messaging/sender';
import { importService } from '../apps/server/src/modules/imports/service';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const LIMIT_S = 10;
const here = import.meta.dirname;
const sqliteFile = path.join(here, 'out/import.sqlite');
if (!process.env.BENCH_DATABASE_URL) {
  mkdirSync(path.dirname(sqliteFile), { recursive: true });
  rmSync(sqliteFile, { force: true });
}
const db = openDatabase(process.env.BENCH_DATABASE_URL ?? `sqlite:${sqliteFile}`);
if (db.dialect === 'postgres')
  await sql.raw('drop schema public cascade; create schema public').execute(db.kysely);
await migrateToLatest(db);

const SECTORS = ['教育界', '科技界', '经济界', '医药卫生界', '文化艺术界'];
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('用户');
sheet.addRow(['姓名', '手机号', '电子邮箱', '角色', '所属单位', '界别', '党派', '专委会']);
for (let n = 0; n < ROWS; n += 1)
  sheet.addRow([
    `委员${n}`,
    `137${String(n).padStart(8, '0')}`,
    `member${n}@bench.example`,
    '政协委员',
    '',
    SECTORS[n % SECTORS.length],
    '民盟',
    '教科卫体委员会',
  ]);
const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

const log = pino({ level: 'silent' });
const service = importService({
  db: db.kysely,
  sender: logMessageSender(db.kysely, log),
  log,
  passwordHashCost: 1,
});
const input = {
  language: 'zh-CN' as const,
  context: { actorId: null, ip: '127.0.0.1' },
  origin: 'http://bench',
  fileName: 'bench.xlsx',
};
const loadBefore = os.loadavg()[0]?.toFixed(2);
const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = process.hrtime.bigint();
  const result = await work();
  return [result, Number(process.hrtime.bigint() - start) / 1e9];
};

const [checked, checkS] = await time(() => service.check('users', bytes, 'zh-CN'));
const [committed, commitS] = await time(() => service.commit('users', bytes, input));
const [, sendS] = await time(() => committed.sent);
const [again, againS] = await time(async () => (await service.commit('users', bytes, input)).result);
console.log(
  `${db.dialect}: ${ROWS} rows, ${(bytes.length / 1024).toFixed(0)} KB, load ${loadBefore} (2 cores)`,
);
console.log(`  dry run           ${checkS.toFixed(2)} s  (${checked.counts.create} to create)`);
console.log(
  `  import (commit)   ${commitS.toFixed(2)} s  (${committed.result.counts.create} created) — limit ${LIMIT_S} s: ${commitS <= LIMIT_S ? 'met' : 'NOT met'}`,
);
console.log(`  invitations sent  ${sendS.toFixed(2)} s  (${committed.result.invitations}, after the commit)`);
console.log(
  `  same file again   ${againS.toFixed(2)} s  (${again.counts.skip} skipped, ${again.counts.create} created)`,
);
await db.close();
