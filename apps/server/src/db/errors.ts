/**
 * Recognises a unique / primary-key violation from either driver (better-sqlite3: SQLITE_CONSTRAINT_*;
 * pg: SQLSTATE 23505), so services can turn it into a 409 or a no-op without knowing the dialect.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
