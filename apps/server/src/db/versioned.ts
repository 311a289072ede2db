import type { Kysely, Updateable } from 'kysely';
import type { DB } from './schema';

/** The tables written optimistically: each row carries a `version` that every write increments. */
export type VersionedTable = 'proposals' | 'tasks' | 'replies';

/**
 * The optimistic write: changes the row only if nobody did since `version` was read. False when the row
 * moved on (the caller answers 409) or is gone.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Kysely<DB>,
  table: T,
  id: string,
  version: number,
  patch: Omit<Updateable<DB[T]>, 'id' | 'version'>,
): Promise<boolean> {
  // Kysely cannot name columns through a generic table name; the patch is typed per table above, and
  // every versioned table has `id` and `version`.
  const versioned = db as unknown as Kysely<Record<VersionedTable, { id: string; version: number }>>;
  const name: VersionedTable = table;
  const result = await versioned
    .updateTable(name)
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
