/** Messages between the read pool (main thread) and a read worker (sqlite-read-worker.ts). */

export interface ReadWorkerData {
  file: string;
  busyTimeoutMs: number;
}

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** An error as the worker saw it: enough to rebuild the same class with the same code on the main thread. */
export interface ReadFailure {
  name: string;
  message: string;
  code: string | undefined;
}

/**
 * A read's rows as arrays of values in `columns`' order: structured cloning copies every key of every row
 * object twice (written by the worker, read by the main thread); as arrays the names travel once a read.
 */
export type ReadResponse =
  { id: number; columns: string[]; rows: unknown[][] } | { id: number; error: ReadFailure };

/** Structured cloning turns a Buffer into a plain Uint8Array; the driver's callers expect Buffers. */
export function asBuffer(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
}
