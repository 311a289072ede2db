import type SqliteDatabase from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { camelCasedRows, camelCaseName } from './camel-case-rows';
import type { SqliteReadPool } from './sqlite-read-pool';

/** FIFO lock on the one writing connection: a transaction holds it from BEGIN to COMMIT/ROLLBACK. */
class WriterLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  get held(): boolean {
    return this.#held;
  }

  async lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

function runOnWriter(
  database: SqliteDatabase.Database,
  { sql, parameters }: CompiledQuery,
): QueryResult<unknown> {
  const statement = database.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * What Kysely calls a connection. Outside a transaction it holds nothing: a SELECT goes to the read pool,
 * anything else takes the writer lock for that one statement. Inside a transaction (begun on it) every
 * statement runs on the writing connection, whose lock the transaction holds.
 */
class RoutedConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly writer: SqliteDatabase.Database,
    private readonly lock: WriterLock,
    private readonly reads: SqliteReadPool | undefined,
    private readonly rowKey: RowKey | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return runOnWriter(this.writer, query) as QueryResult<R>;
    // While the pool is held, a read takes the writer only if it is free: one awaited inside a transaction
    // must not wait for that transaction's lock.
    if (
      this.reads &&
      (this.reads.accepting || this.lock.held) &&
      SelectQueryNode.is(query.query) &&
      query.parameters.every(isBindable)
    ) {
      const rows = await this.reads.run(query.sql, query.parameters, this.rowKey);
      if (this.rowKey) camelCasedRows.add(rows);
      return { rows: rows as R[] };
    }
    await this.lock.lock();
    try {
      return runOnWriter(this.writer, query) as QueryResult<R>;
    } finally {
      this.lock.unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    const owned = !this.inTransaction;
    if (owned) await this.lock.lock();
    try {
      for (const row of this.writer.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
    } finally {
      if (owned) this.lock.unlock();
    }
  }
}

/**
 * What better-sqlite3 binds and a worker message carries. Anything else goes to the writer, which throws
 * the driver's own TypeError for it (a worker could not even receive a function or a class instance).
 */
function isBindable(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'number' ||
    typeof value === 'string' ||
    typeof value === 'bigint' ||
    value instanceof Uint8Array
  );
}

/** The key a read worker's row takes for a column name. */
type RowKey = (column: string) => string;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * better-sqlite3 under Kysely with reads off the event loop: SELECTs outside a transaction run on a pool
 * of worker threads with their own read-only connections (WAL lets them read beside the writer), so one
 * slow query no longer stalls every other request. Writes and whole transactions stay on the main
 * connection, serialised as Kysely's own SQLite driver does. A read that starts after a commit is a new
 * read transaction in WAL and sees it. Without a pool (in-memory database) everything runs on the writer.
 */
class PooledSqliteDriver implements Driver {
  readonly #lock = new WriterLock();

  constructor(
    private readonly writer: SqliteDatabase.Database,
    private readonly reads: SqliteReadPool | undefined,
    private readonly rowKey: RowKey | undefined,
  ) {}

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new RoutedConnection(this.writer, this.#lock, this.reads, this.rowKey));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#lock.lock();
    try {
      this.writer.exec('begin');
    } catch (error) {
      this.#lock.unlock();
      throw error;
    }
    (connection as RoutedConnection).inTransaction = true;
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT leaves the transaction open; Kysely rolls it back next, which releases the lock.
    this.writer.exec('commit');
    this.#end(connection as RoutedConnection);
    return Promise.resolve();
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      // SQLite may already have rolled back by itself (e.g. after SQLITE_FULL); then there is nothing to do.
      if (this.writer.inTransaction) this.writer.exec('rollback');
    } finally {
      this.#end(connection as RoutedConnection);
    }
    return Promise.resolve();
  }

  savepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.writer.exec(`savepoint ${quoted(name)}`);
    return Promise.resolve();
  }

  rollbackToSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.writer.exec(`rollback to ${quoted(name)}`);
    return Promise.resolve();
  }

  releaseSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.writer.exec(`release ${quoted(name)}`);
    return Promise.resolve();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.reads?.close();
    this.writer.close();
  }

  #end(connection: RoutedConnection): void {
    if (!connection.inTransaction) return;
    connection.inTransaction = false;
    this.#lock.unlock();
  }
}

export class PooledSqliteDialect implements Dialect {
  /**
   * `camelCaseKeys`: the read workers' rows are made with camelCase keys and left alone by a
   * CamelCaseOncePlugin (camel-case-rows.ts) — for a Kysely with that plugin only.
   */
  constructor(
    private readonly writer: SqliteDatabase.Database,
    private readonly reads: SqliteReadPool | undefined,
    private readonly options: { camelCaseKeys?: boolean } = {},
  ) {}

  createDriver(): Driver {
    return new PooledSqliteDriver(
      this.writer,
      this.reads,
      this.options.camelCaseKeys ? camelCaseName : undefined,
    );
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
