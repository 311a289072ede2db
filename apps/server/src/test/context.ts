/**
 * Test helpers: a fresh, migrated database of the dialect named by TEST_DIALECT ('sqlite' default,
 * or 'postgres' at TEST_DATABASE_URL) and an app built on it. Every test file gets its own database,
 * so files run in parallel and leave nothing behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { testDialect } from './database';
import { takePostgresDatabase } from './postgres-databases';
import { seededTemplate } from './seeded';

export { DEFAULT_TEST_DATABASE_URL, testDialect, type TestDialect } from './database';

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Start with the whole demo seed (`seedDemoData`, its files in `dataDir`): a copy of the worker's. */
  seeded?: boolean;
  /** WEB_DIST for the config; default: a directory that does not exist (no web build). */
  webDist?: string;
}

export interface TestDatabase {
  db: Database;
  config: Config;
  /** Closes the database (if still open) and deletes it with its temp directory. */
  cleanup: () => Promise<void>;
}

/**
 * The seeded files (~350 pictures and letters) as hard links instead of copies: the file storage only ever
 * creates files (`wx`) and removes them, never writes into one, so no test can change the worker's template
 * through its links. Copying them and removing the copies cost ~0.15–0.2 CPU-s a seeded test database
 * (bench/RESULTS.md); a copy where links cannot be made (another file system).
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else
      try {
        fs.linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        fs.copyFileSync(source, target);
      }
  }
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-test-'));
  const migrate = options.migrate ?? true;
  // A migrated database starts as a copy of the run's template (test/template.ts), when there is one; a
  // seeded one as a copy of the worker's seeded template (test/seeded.ts).
  const seeded = options.seeded ? await seededTemplate() : undefined;
  const template = seeded ?? (migrate ? inject('testTemplate') : undefined);
  const sqliteFile = path.join(dir, 'test.sqlite');
  const postgres =
    testDialect() === 'postgres' ? await takePostgresDatabase(template?.postgresName) : undefined;
  if (!postgres && template?.sqliteFile) fs.copyFileSync(template.sqliteFile, sqliteFile);
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: postgres?.url ?? `sqlite:${sqliteFile}`,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: options.webDist ?? path.join(dir, 'no-web-build'),
    PORT: '0',
    PASSWORD_HASH_COST: '1024',
    HOST: '127.0.0.1',
  });
  if (seeded && fs.existsSync(seeded.filesDir)) linkTree(seeded.filesDir, config.filesDir);
  const db = openDatabase(config.database);
  const cleanup = async () => {
    await db.close();
    postgres?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Nothing to do on a copy of the template, but a template older than the code is caught up.
    if (migrate) await migrateToLatest(db);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { db, config, cleanup };
}

export interface TestContext {
  /** Built, not yet ready: tests may still add routes. `app.inject()` readies it. */
  app: App;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestContext(options: TestDatabaseOptions = {}): Promise<TestContext> {
  const { db, config, cleanup } = await createTestDatabase(options);
  const app = await buildApp({ config, db });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/** A web build with an index.html and one hashed asset, for static-serving tests. */
export function createWebDist(): { dir: string; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>CPPCC</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'x.js'), `console.log(${JSON.stringify('x'.repeat(4096))});`);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
