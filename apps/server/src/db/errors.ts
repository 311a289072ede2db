/**
 * Recognises a unique / primary-key violation from either driver (better-sqlite3: SQLITE_CONSTRAINT_*;
 * pg: SQLSTATE 23505), so services can turn it into a 409 or a no-op without knowing the dialect.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** SQLSTATE classes and codes that mean "the database is not there right now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]|53300)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg reports a dropped or unusable connection as a plain Error with one of these texts. */
const UNAVAILABLE_TEXT =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/**
 * Recognises a database outage (refused or lost connection, server shutting down or starting, too many
 * connections, SQLite busy beyond its timeout), so the error handler answers 503 instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_ERRNO.has(code) || code === 'SQLITE_BUSY') return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  if (UNAVAILABLE_TEXT.test(error.message)) return true;
  // AggregateError (a host with several addresses, all refused) carries the cause in `errors`.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
