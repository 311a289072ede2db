/**
 * The demo seed as a template: a worker seeds one database (a copy of the run's migrated template) the first
 * time a test file asks for seeded data, and every later file of that worker starts as a copy of it. About
 * twenty files read the whole demo seed; seeding each of them cost 8 CPU-seconds on SQLite and 27 on
 * PostgreSQL (node and database, bench/RESULTS.md), most of the server tests' setup. The seed itself is
 * still run, whole, by seed/seed.test.ts.
 *
 * The seed writes times relative to the present (today's calendar, reminders to come, dues past): a copy
 * is only handed out the same UTC and Beijing day as it was seeded and within thirty minutes of it, else
 * the worker seeds again, so what a test sees is what a fresh seed would have given it. Thirty: the seed's
 * time nearest its present is an hour before it (a profile activity), and a step runs 10–28 minutes under
 * load: ten re-seeded twice a PostgreSQL run (~50 s each at load 12–16, bench/RESULTS.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../seed';
import { adminDatabaseUrl, createDatabase, withAdmin } from './database';

export interface SeededTemplate {
  /** The seeded SQLite file to copy, or the PostgreSQL database to use as the template. */
  sqliteFile?: string;
  postgresName?: string;
  /** The seeded files (pictures, letters), copied into each test's files directory. */
  filesDir: string;
}

const MAX_AGE_MS = 30 * 60_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The UTC day and the Beijing day (no daylight saving there), the days the seed's dates are relative to. */
const days = (time: number): string =>
  `${new Date(time).toISOString().slice(0, 10)} ${new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 10)}`;

let current: { seededAt: number; template: Promise<SeededTemplate> } | undefined;
let built = 0;

/** This worker's seeded template, seeded now if it has none yet or its one is from another day or too old. */
export function seededTemplate(): Promise<SeededTemplate> {
  const now = Date.now();
  if (!current || now - current.seededAt > MAX_AGE_MS || days(now) !== days(current.seededAt)) {
    const template = seed(now);
    current = { seededAt: now, template };
    // A failed seed is not kept: the next file seeds again (and reports its own failure).
    template.catch(() => {
      if (current?.template === template) current = undefined;
    });
  }
  return current.template;
}

async function seed(now: number): Promise<SeededTemplate> {
  const run = inject('testTemplate');
  built += 1;
  // Inside the run's directory (and, on PostgreSQL, named after the run's template): the global teardown
  // removes them with the run's template.
  const dir = path.join(run.dir, `seeded-${process.pid}-${built}-${now}`);
  fs.mkdirSync(dir, { recursive: true });
  const sqliteFile = path.join(dir, 'seeded.sqlite');
  let databaseUrl = `sqlite:${sqliteFile}`;
  const postgresName = run.postgresName ? `${run.postgresName}_s${process.pid}_${built}` : undefined;
  if (postgresName) {
    await withAdmin((admin) => createDatabase(admin, postgresName, run.postgresName));
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${postgresName}`;
    databaseUrl = url.toString();
  } else if (run.sqliteFile) fs.copyFileSync(run.sqliteFile, sqliteFile);
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  try {
    await seedDemoData(db, undefined, { passwordHashCost: 1024, dataDir: dir });
  } finally {
    // Closed before any copy: PostgreSQL copies no template that has a session, SQLite folds its WAL back.
    await db.close();
  }
  return postgresName
    ? { postgresName, filesDir: config.filesDir }
    : { sqliteFile, filesDir: config.filesDir };
}
