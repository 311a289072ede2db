// The demo seed on an empty database, seeder by seeder (issue 33 §4: ≤ 20 s on PostgreSQL on a quiet machine).
//   npm run bench:seed                                   PostgreSQL: a fresh database on BENCH_PG_ADMIN_URL, dropped after
//   BENCH_SEED_DIALECT=sqlite npm run bench:seed         SQLite: a fresh file in a temporary directory
// Runs what `npm run db:seed` runs (the migrations, then seedDemoData with the default password cost), and
// prints per seeder its wall time and the statements it sent (each one a round trip on PostgreSQL), with
// the machine's load before and after. Also per seeder the CPU it took (the seeding process's threads, and
// on PostgreSQL the backends of the seeded database): on a loaded machine the wall time is mostly waiting
// for a core, while CPU is what a quiet machine's wall time is made of (one connection: the two take turns).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  RootOperationNode,
} from 'kysely';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData, seeders, type Seeder } from '../apps/server/src/seed';
import { createPgDatabase } from './lib/pgDatabase';
import { cpuMeter, type CpuSample } from './lib/cpu-time';

const dialect = process.env.BENCH_SEED_DIALECT === 'sqlite' ? 'sqlite' : 'postgres';
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/**
 * Counts the statements Kysely sends (the seed's raw `sql` ones included: they pass the plugins too); with
 * BENCH_SEED_STATEMENTS=n also their texts, to print the n most frequent (where the round trips come from).
 */
class StatementCounter implements KyselyPlugin {
  count = 0;
  readonly texts = new Map<string, number>();
  compile?: (node: RootOperationNode, id: QueryId) => string;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count++;
    if (this.compile) {
      const text = this.compile(args.node, args.queryId);
      this.texts.set(text, (this.texts.get(text) ?? 0) + 1);
    }
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}

async function target(): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'postgres') return createPgDatabase(adminUrl, 'bench_seed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seed-'));
  return {
    url: `sqlite:${path.join(dir, 'seed.sqlite')}`,
    drop: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  };
}

const database = await target();
const opened = openDatabase(database.url);
const counter = new StatementCounter();
const db: Database = { ...opened, kysely: opened.kysely.withPlugin(counter) };
const topStatements = Number(process.env.BENCH_SEED_STATEMENTS ?? 0);
if (topStatements > 0)
  counter.compile = (node, id) => opened.kysely.getExecutor().compileQuery(node, id).sql.slice(0, 160);
const meter = await cpuMeter(process.pid, dialect === 'postgres' ? database.url : undefined);
const cpu = (a: CpuSample, b: CpuSample) => {
  let backends = 0;
  for (const [pid, ms] of b.database) backends += ms - (a.database.get(pid) ?? 0);
  return { node: b.main + b.others - a.main - a.others, backends };
};
interface Row {
  name: string;
  ms: number;
  statements: number;
  node: number;
  backends: number;
}
const rows: Row[] = [];
const timed: Seeder[] = seeders.map((seeder) => ({
  ...seeder,
  async run(ctx) {
    const before = { at: performance.now(), statements: counter.count, cpu: await meter.read() };
    await seeder.run(ctx);
    const ms = performance.now() - before.at;
    const statements = counter.count - before.statements;
    rows.push({ name: seeder.name, ms, statements, ...cpu(before.cpu, await meter.read()) });
  },
}));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seed-files-'));
try {
  console.log(`${db.describe()}; load ${load()}`);
  let started = performance.now();
  await migrateToLatest(db);
  const migrateMs = performance.now() - started;
  started = performance.now();
  const seedCpu = await meter.read();
  await seedDemoData(db, timed, { dataDir });
  const seedMs = performance.now() - started;
  const total = cpu(seedCpu, await meter.read());
  rows.sort((a, b) => b.ms - a.ms);
  console.log('| seeder | wall ms | statements | CPU ms: node + database |\n| --- | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(`| ${row.name} | ${row.ms.toFixed(0)} | ${row.statements} | ${row.node} + ${row.backends} |`);
  console.log(
    `\nmigrations ${(migrateMs / 1000).toFixed(1)} s, seed ${(seedMs / 1000).toFixed(1)} s` +
      ` (${rows.reduce((sum, row) => sum + row.statements, 0)} statements;` +
      ` CPU ${(total.node / 1000).toFixed(1)} s node + ${(total.backends / 1000).toFixed(1)} s database); load ${load()}`,
  );
  const frequent = [...counter.texts].sort((a, b) => b[1] - a[1]).slice(0, topStatements);
  for (const [text, n] of frequent) console.log(`${String(n).padStart(6)}  ${text}`);
} finally {
  await meter.close();
  await db.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
