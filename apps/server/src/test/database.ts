/**
 * The test databases' server side, without vitest (the global setup in `template.ts` runs outside the
 * workers): which dialect, the PostgreSQL admin connection, fresh database names.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDialect(): TestDialect {
  const value = process.env.TEST_DIALECT ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres')
    throw new Error(`TEST_DIALECT must be sqlite or postgres (got "${value}")`);
  return value;
}

export const adminDatabaseUrl = (): string => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

/** A run's template's name (`tmpl_…`); the run's other databases are named after it (its teardown drops them). */
export const newDatabaseName = (): string => `tmpl_${randomBytes(6).toString('hex')}`;

/**
 * Test databases trade durability for speed: a commit does not wait for its WAL to reach the disk, which only
 * a crash of the PostgreSQL server itself could tell apart (no test makes one; what a session commits is
 * visible to the others at once either way). The server tests commit thousands of times; at load 35 a
 * commit took 17–20 ms with the flush and 5–16 ms without (bench/RESULTS.md, test suite time). Set on the
 * admin sessions and, per database, on every session the app under test opens.
 */
const RELAXED_DURABILITY = { setting: 'synchronous_commit', value: 'off' };

/** Creates `name` (a copy of `template` if given) with the test databases' settings. */
export async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  // A database's settings are not copied with its template: each copy gets its own.
  const { setting, value } = RELAXED_DURABILITY;
  await admin.query(`alter database "${name}" set ${setting} = ${value}`);
}

/** Runs `work` on a connection to the test server's admin database (creating and dropping databases). */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = adminDatabaseUrl();
  const client = new pg.Client({
    connectionString: url,
    options: `-c ${RELAXED_DURABILITY.setting}=${RELAXED_DURABILITY.value}`,
  });
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
