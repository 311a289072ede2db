import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type Dialect as KyselyDialect } from 'kysely';
import type pg from 'pg';
import type { Dialect } from '@cppcc/contracts';
import { CamelCaseOncePlugin } from './camel-case-rows';
import { pgDriver, sqliteDriver } from './drivers';
import type { DB } from './schema';
import { objectRows } from './pg-camel-rows';
import { preparedShape } from './query-shapes';
import { PooledSqliteDialect } from './sqlite-driver';
import { registerSqliteFunctions } from './sqlite-functions';
import { SqliteReadPool } from './sqlite-read-pool';
import { MEMORY, describeTarget, parseDatabaseUrl, type DatabaseTarget } from './target';

export interface Database {
  kysely: Kysely<DB>;
  dialect: Dialect;
  /** Dialect and file or host/database, without a password. */
  describe(): string;
  /** Resolves when the database answers a trivial query; rejects when it is down or closed. */
  ping(): Promise<void>;
  /**
   * Runs `work` (the server's start-up checks) with SQLite's reads on the main connection, so that no
   * read worker starts before the server serves; on PostgreSQL it just runs it.
   */
  beforeServing<T>(work: () => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
}

/** Opens the database; a string is read like DATABASE_URL (relative SQLite paths against the working directory). */
export function openDatabase(target: DatabaseTarget | string): Database {
  const resolved = typeof target === 'string' ? parseDatabaseUrl(target, path.resolve('data')) : target;
  const { dialect, reads } =
    resolved.dialect === 'sqlite'
      ? sqliteDialect(resolved.file, resolved.readers)
      : { dialect: postgresDialect(resolved.url), reads: undefined };
  const kysely = new Kysely<DB>({
    dialect,
    // snake_case in SQL, camelCase in TypeScript (SQLite's worker reads come camel-cased already).
    plugins: [new CamelCaseOncePlugin()],
  });
  let closing: Promise<void> | undefined;
  return {
    kysely,
    dialect: resolved.dialect,
    describe: () => describeTarget(resolved),
    async ping() {
      if (closing) throw new Error('The database is closed.');
      await sql`select 1`.execute(kysely);
    },
    async beforeServing(work) {
      const release = reads?.hold();
      try {
        return await work();
      } finally {
        release?.();
      }
    },
    close() {
      closing ??= kysely.destroy();
      return closing;
    },
  };
}

/** Read workers when SQLITE_READERS is unset: one per core, at least 2 (so a slow read leaves one free), at most 4. */
export function defaultSqliteReaders(): number {
  return Math.min(4, Math.max(2, os.availableParallelism()));
}

const BUSY_TIMEOUT_MS = 5000;

function sqliteDialect(
  file: string,
  readers: number | undefined,
): { dialect: KyselyDialect; reads: SqliteReadPool | undefined } {
  if (file !== MEMORY) fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new (sqliteDriver())(file);
  // WAL: readers never block the writer. NORMAL is durable in WAL mode except for the last commits on
  // power loss. busy_timeout waits for a lock instead of failing at once (e.g. the CLI runs beside the server).
  if (file !== MEMORY) database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  registerSqliteFunctions(database);
  // An in-memory database is private to its connection: no other connection could read it.
  const size = file === MEMORY ? 0 : (readers ?? defaultSqliteReaders());
  const reads = size > 0 ? new SqliteReadPool(file, size, BUSY_TIMEOUT_MS) : undefined;
  return { dialect: new PooledSqliteDialect(database, reads, { camelCaseKeys: true }), reads };
}

/**
 * pg returns INT8 (count(*), sum of integers) and NUMERIC as strings to avoid precision loss; our
 * counts and sums stay far below 2^53, and both dialects must return numbers. A per-pool `types`
 * keeps the global pg parsers untouched.
 */
type PgTypeId = Parameters<typeof pg.types.getTypeParser>[0];
type PgTypeFormat = Parameters<typeof pg.types.getTypeParser>[1];
const toNumber = (value: string): number => Number(value);
const numberParsingTypes: pg.CustomTypesConfig = {
  getTypeParser(oid: PgTypeId, format?: PgTypeFormat): unknown {
    const { types } = pgDriver();
    return oid === types.builtins.INT8 || oid === types.builtins.NUMERIC
      ? toNumber
      : types.getTypeParser(oid, format);
  },
};

const CONNECT_TIMEOUT_MS = 5_000;

function postgresDialect(url: string): PostgresDialect {
  const pool = new (pgDriver().Pool)({
    connectionString: url,
    types: numberParsingTypes,
    // A database that accepts TCP but does not answer must not hold requests for minutes.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // No parallel workers per query: on two cores a busy server has no idle core to give one request,
    // and the workers' start-up is paid on every such statement (bench/RESULTS.md, stop 26: at 1,000,000
    // proposals `similar` 20 → 63 req/s, a member's counts 44 → 84, 养老 4 → 12 without them).
    options: '-c max_parallel_workers_per_gather=0',
  });
  // A client losing its connection (server restart, pg_terminate_backend: 57P01) emits 'error': on the
  // pool while idle, on the client itself while checked out (inside a transaction, between queries).
  // Without a listener Node crashes. The failed client is not queryable any more, so the pool drops it
  // on release and the next query opens a fresh connection; the query in flight fails (→ 503).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    preparedShapes(client);
  });
  return new PostgresDialect({ pool });
}

/**
 * Runs a compiled shape's text (query-shapes.ts) as a named prepared statement: pg parses it once per
 * connection, and PostgreSQL plans it generically after its first runs instead of on every request. Kysely
 * calls `query(text, values)`; every other call passes through unchanged.
 *
 * A shape prepared `generic` runs under `plan_cache_mode = force_generic_plan`: set on the connection before
 * it (one simple statement, only when the connection is not in that mode already) and reset before any
 * other statement — searches are planned per request and must stay so. Both happen only outside a
 * transaction, so a rollback cannot undo a switch unseen; inside one, every statement runs under `auto`.
 */
function preparedShapes(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let generic = false;
  const switchTo = (mode: boolean) => {
    generic = mode;
    // Queued before the statement on the same connection; a failure fails that statement too.
    void Promise.resolve(
      query(mode ? 'set plan_cache_mode = force_generic_plan' : 'reset plan_cache_mode'),
    ).catch(() => {});
  };
  const prepared = (...args: unknown[]): unknown => {
    const [text, values] = args;
    const shape = typeof text === 'string' && Array.isArray(values) ? preparedShape(text) : undefined;
    const wanted = shape?.generic === true;
    if (wanted !== generic && client.getTransactionStatus() === 'I') switchTo(wanted);
    if (typeof text !== 'string' || !Array.isArray(values) || args.length !== 2) return query(...args);
    // Kysely's statements (text and values, awaited): rows as arrays, built once with camelCase keys.
    const config = { text, values, rowMode: 'array', ...(shape && { name: shape.name }) };
    return Promise.resolve(query(config)).then(objectRows);
  };
  Object.assign(client, { query: prepared });
}
