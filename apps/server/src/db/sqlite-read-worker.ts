/**
 * One read worker: its own read-only connection to the WAL database file, running the SELECTs the main
 * thread sends (sqlite-read-pool.ts), one at a time. Each query is its own read transaction, so it sees
 * every commit that finished before it was sent.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { registerSqliteFunctions } from './sqlite-functions';
import { asBuffer, type ReadRequest, type ReadResponse, type ReadWorkerData } from './sqlite-read-protocol';

const STATEMENT_CACHE_SIZE = 200;

const { file, busyTimeoutMs } = workerData as ReadWorkerData;
const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
database.pragma(`busy_timeout = ${busyTimeoutMs}`);
registerSqliteFunctions(database);

interface Prepared {
  statement: SqliteDatabase.Statement;
  /** The result's column names, for a statement that returns rows (then in raw mode: rows as arrays). */
  columns: string[] | undefined;
}

// Kysely compiles the same few hundred query shapes again and again; preparing is a large part of a small read.
const statements = new Map<string, Prepared>();
function prepared(sql: string): Prepared {
  let cached = statements.get(sql);
  if (cached) return cached;
  const statement = database.prepare(sql);
  const columns = statement.reader ? statement.columns().map((column) => column.name) : undefined;
  if (columns) statement.raw(true);
  cached = { statement, columns };
  if (statements.size >= STATEMENT_CACHE_SIZE) {
    const oldest = statements.keys().next().value;
    if (oldest !== undefined) statements.delete(oldest);
  }
  statements.set(sql, cached);
  return cached;
}

function answer({ id, sql, parameters }: ReadRequest): ReadResponse {
  try {
    const { statement, columns } = prepared(sql);
    // A statement without rows fails here as it did before raw mode ("does not return data").
    const rows = statement.all(parameters.map(asBuffer)) as unknown[][];
    return { id, columns: columns ?? [], rows };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const code = (failure as { code?: unknown }).code;
    return {
      id,
      error: {
        name: failure.name,
        message: failure.message,
        code: typeof code === 'string' ? code : undefined,
      },
    };
  }
}

parentPort?.on('message', (request: ReadRequest) => {
  parentPort?.postMessage(answer(request));
});
