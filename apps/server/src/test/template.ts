/**
 * Vitest global setup of the server tests: one database migrated once per run, which every test database
 * starts as a copy of (PostgreSQL's `create database … template`, a file copy on SQLite). Migrating each of
 * the ~130 test databases cost 0.2–0.6 s apiece on two cores, most of the PostgreSQL run's setup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { adminDatabaseUrl, createDatabase, newDatabaseName, testDialect, withAdmin } from './database';

export interface TestTemplate {
  /** The migrated SQLite file to copy, or the PostgreSQL database to use as the template. */
  sqliteFile?: string;
  postgresName?: string;
  /** The run's directory, removed at its end (the workers' seeded templates live there too: seeded.ts). */
  dir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-template-'));
  const postgresName = testDialect() === 'postgres' ? newDatabaseName() : undefined;
  if (postgresName) await withAdmin(async (admin) => createDatabase(admin, postgresName));
  const sqliteFile = path.join(dir, 'template.sqlite');
  let databaseUrl = `sqlite:${sqliteFile}`;
  if (postgresName) {
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${postgresName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } finally {
    // Closed before any copy: PostgreSQL copies no template that has a session, SQLite folds its WAL back.
    await db.close();
  }
  project.provide('testTemplate', postgresName ? { postgresName, dir } : { sqliteFile, dir });
  return async () => {
    if (postgresName)
      await withAdmin(async (admin) => {
        // The workers' seeded templates (seeded.ts) and test databases (postgres-databases.ts) are named
        // after the run's: spares no file took and drops the workers had not finished are dropped here.
        // Listed again until none is left: a copy a worker was still making when it ended appears only once
        // made, and the template's own drop waits for that copy.
        for (let round = 0; round < 5; round++) {
          const { rows } = await admin.query<{ datname: string }>(
            'select datname from pg_database where datname = $1 or datname like $2',
            [postgresName, `${postgresName}\\_%`],
          );
          if (rows.length === 0) break;
          for (const { datname } of rows)
            await admin.query(`drop database if exists "${datname}" with (force)`);
        }
      });
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
