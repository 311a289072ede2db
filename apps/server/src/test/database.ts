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

/** A database name no other test uses: `t_…` for a test, `tmpl_…` for a run's template. */
export const newDatabaseName = (prefix: 't' | 'tmpl'): string =>
  `${prefix}_${randomBytes(6).toString('hex')}`;

/** Runs `work` on a connection to the test server's admin database (creating and dropping databases). */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = adminDatabaseUrl();
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
