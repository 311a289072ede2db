/**
 * Test helpers: a fresh, migrated database of the dialect named by TEST_DIALECT ('sqlite' default,
 * or 'postgres' at TEST_DATABASE_URL) and an app built on it. Every test file gets its own database,
 * so files run in parallel and leave nothing behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export type TestDialect = 'sqlite' | 'postgres';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDialect(): TestDialect {
  const value = process.env.TEST_DIALECT ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres')
    throw new Error(`TEST_DIALECT must be sqlite or postgres (got "${value}")`);
  return value;
}

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** WEB_DIST for the config; default: a directory that does not exist (no web build). */
  webDist?: string;
}

export interface TestDatabase {
  db: Database;
  config: Config;
  /** Closes the database (if still open) and deletes it with its temp directory. */
  cleanup: () => Promise<void>;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-test-'));
  const dialect = testDialect();
  const postgres = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dir, 'test.sqlite')}`,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: options.webDist ?? path.join(dir, 'no-web-build'),
    PORT: '0',
    PASSWORD_HASH_COST: '1024',
    HOST: '127.0.0.1',
  });
  const db = openDatabase(config.database);
  const cleanup = async () => {
    await db.close();
    if (postgres) await postgres.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (options.migrate ?? true) await migrateToLatest(db);
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

/** A uniquely named database on the test server, created through an admin connection. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`create database "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the test PostgreSQL at ${url} (set TEST_DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
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
