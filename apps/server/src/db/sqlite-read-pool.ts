import { Worker } from 'node:worker_threads';
import {
  asBuffer,
  type ReadFailure,
  type ReadRequest,
  type ReadResponse,
  type ReadWorkerData,
} from './sqlite-read-protocol';
import { workerSource } from '../lib/worker-source';
import { sqliteDriver } from './drivers';

interface Job {
  request: ReadRequest;
  /** The rows' keys from the column names (default: the names themselves). */
  key: ((column: string) => string) | undefined;
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  job: Job | undefined;
}

/** Rebuilds a worker's error as the same class with the same code, as if the main connection had thrown it. */
function rebuildError(failure: ReadFailure): Error {
  if (failure.name === 'SqliteError' && failure.code !== undefined)
    return new (sqliteDriver().SqliteError)(failure.message, failure.code);
  const Kind = failure.name === 'TypeError' ? TypeError : failure.name === 'RangeError' ? RangeError : Error;
  return new Kind(failure.message);
}

/** The rows as the driver's objects (column names as keys, the last of a repeated name winning), with Buffers. */
function rowObjects(columns: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const value = values[i];
      row[columns[i]!] = value instanceof Uint8Array ? asBuffer(value) : value;
    }
    return row;
  });
}

/**
 * A small pool of worker threads, each with its own read-only connection to the same WAL database file.
 * SELECTs wait in one FIFO queue for an idle worker; workers start on demand, up to `size`, so a quiet
 * server (or a test) runs only the few it needs. A worker that dies fails its query and is replaced by the
 * next one needed.
 */
export class SqliteReadPool {
  readonly #data: ReadWorkerData;
  readonly #size: number;
  readonly #readers: Reader[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  #held = 0;

  constructor(file: string, size: number, busyTimeoutMs: number) {
    this.#data = { file, busyTimeoutMs };
    this.#size = size;
  }

  /** Workers started (for tests and diagnostics). */
  get started(): number {
    return this.#readers.length;
  }

  /**
   * False while a `hold()` is open: the driver then reads on the main connection. The server's start-up
   * checks (migration, seed) are a few small reads with nothing running beside them; a worker started for
   * them cost a thread's whole start — ~7 % of the process's CPU to the first answer and a wait on the
   * main thread (issue 33 §5).
   */
  get accepting(): boolean {
    return this.#held === 0;
  }

  /** Reads go to the main connection until the returned release is called (idempotent). */
  hold(): () => void {
    this.#held += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held -= 1;
    };
  }

  /** The rows of a SELECT, as objects keyed by `key(column name)` (default: the column names). */
  run(sql: string, parameters: readonly unknown[], key?: (column: string) => string): Promise<unknown[]> {
    if (this.#closed) return Promise.reject(new Error('The database is closed.'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ request: { id: this.#nextId++, sql, parameters }, key, resolve, reject });
      this.#dispatch();
    });
  }

  /** Fails queued and running reads and stops every worker. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new Error('The database is closed.');
    for (const job of this.#queue.splice(0)) job.reject(closed);
    await Promise.all(this.#readers.map((reader) => reader.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const reader = this.#readers.find((candidate) => candidate.job === undefined) ?? this.#start();
      if (!reader) return;
      const job = this.#queue.shift();
      if (!job) return;
      reader.job = job;
      // A busy worker keeps the process alive like a pending socket would; an idle one does not.
      reader.worker.ref();
      try {
        reader.worker.postMessage(job.request);
      } catch (error) {
        reader.job = undefined;
        reader.worker.unref();
        job.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  #start(): Reader | undefined {
    if (this.#closed || this.#readers.length >= this.#size) return undefined;
    // In the bundle, build.mjs writes the worker beside each entry point (dist/, dist/cli/).
    const script = workerSource(import.meta.url, {
      source: './sqlite-read-worker.ts',
      bundled: './sqlite-read-worker.js',
    });
    const worker = new Worker(script, { workerData: this.#data });
    const reader: Reader = { worker, job: undefined };
    reader.worker.on('message', (response: ReadResponse) => this.#settle(reader, response));
    // 'error' (the script threw, e.g. the file cannot be opened) is followed by 'exit'.
    reader.worker.on('error', (error) => this.#fail(reader, error));
    reader.worker.on('exit', (code) => this.#fail(reader, new Error(`SQLite read worker exited (${code})`)));
    this.#readers.push(reader);
    return reader;
  }

  #settle(reader: Reader, response: ReadResponse): void {
    const job = reader.job;
    if (!job || job.request.id !== response.id) return;
    reader.job = undefined;
    reader.worker.unref();
    if ('error' in response) job.reject(rebuildError(response.error));
    else job.resolve(rowObjects(job.key ? response.columns.map(job.key) : response.columns, response.rows));
    this.#dispatch();
  }

  #fail(reader: Reader, error: Error): void {
    const index = this.#readers.indexOf(reader);
    if (index >= 0) this.#readers.splice(index, 1);
    const job = reader.job;
    reader.job = undefined;
    job?.reject(this.#closed ? new Error('The database is closed.') : error);
    if (!this.#closed) this.#dispatch();
  }
}
