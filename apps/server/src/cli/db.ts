/**
 * `npm run db:migrate | db:seed | db:reset` — database chores from the command line, on the database
 * the server would use (same configuration: DATABASE_URL, DATA_DIR).
 *   migrate  apply pending migrations
 *   seed     migrate, then run every demo-data seeder not yet applied
 *   reset    drop everything, then migrate and seed (asks nothing: it is for demo and dev databases)
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { currentMigration, migrateToLatest } from '../db/migrate';
import { MEMORY, type DatabaseTarget } from '../db/target';
import { seedDemoData } from '../seed';

const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function migrate(db: Database): Promise<void> {
  const applied = await migrateToLatest(db);
  say(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Migrations: already up to date.');
  say(`Current migration: ${(await currentMigration(db)) ?? 'none'}`);
}

async function seed(db: Database, config: Config): Promise<void> {
  const ran = await seedDemoData(db, undefined, {
    passwordHashCost: config.passwordHashCost,
    dataDir: config.dataDir,
    files: config,
  });
  say(ran.length > 0 ? `Ran seeders: ${ran.join(', ')}` : 'Seed: nothing to do (every seeder already ran).');
}

/** SQLite: delete the file with its -wal/-shm; PostgreSQL: drop and recreate the public schema. */
async function dropEverything(target: DatabaseTarget): Promise<void> {
  if (target.dialect === 'sqlite') {
    if (target.file === MEMORY) return;
    for (const file of [target.file, `${target.file}-wal`, `${target.file}-shm`])
      fs.rmSync(file, { force: true });
    say(`Deleted ${target.file} (and its -wal/-shm files).`);
    return;
  }
  const db = openDatabase(target);
  try {
    await sql`drop schema if exists public cascade`.execute(db.kysely);
    await sql`create schema public`.execute(db.kysely);
    say(`Dropped and recreated schema "public" in ${db.describe()}.`);
  } finally {
    await db.close();
  }
}

async function run(command: Command): Promise<void> {
  const config = loadConfig();
  if (command === 'reset') await dropEverything(config.database);
  const db = openDatabase(config.database);
  try {
    say(`Database: ${db.describe()}`);
    await migrate(db);
    if (command !== 'migrate') await seed(db, config);
  } finally {
    await db.close();
  }
}

const command = process.argv[2];
if (!COMMANDS.includes(command as Command)) {
  process.stderr.write(`Usage: db <${COMMANDS.join('|')}>\n`);
  process.exit(2);
}
run(command as Command).catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `db ${command} failed: ${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(1);
});
