import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Where a keyset walk stopped: the last row's sort value (null: an empty one) and its id. */
export interface SortCursor {
  value: string | number | null;
  id: string;
}

/**
 * A list's order as a keyset: `column` (snake_case, table-qualified) with empty values last when
 * `nullable`, then the id, both in `order` — the order the list pages use, so an export walks the same rows.
 */
export interface KeysetOrder {
  column: string;
  id: string;
  nullable: boolean;
  order: 'asc' | 'desc';
}

/** The ORDER BY terms of the keyset, in order. */
export function keysetOrderBy(key: KeysetOrder): RawBuilder<unknown>[] {
  const ref = sql.ref(key.column);
  const dir = sql.raw(key.order);
  return [
    ...(key.nullable ? [sql`case when ${ref} is null then 1 else 0 end`] : []),
    sql`${ref} ${dir}`,
    sql`${sql.ref(key.id)} ${dir}`,
  ];
}

/** The rows after the cursor in the keyset's order. */
export function keysetAfter(key: KeysetOrder, after: SortCursor): RawBuilder<SqlBool> {
  const ref = sql.ref(key.column);
  const id = sql.ref(key.id);
  const op = sql.raw(key.order === 'asc' ? '>' : '<');
  if (after.value === null) return sql<SqlBool>`(${ref} is null and ${id} ${op} ${after.id})`;
  const empties = key.nullable ? sql`${ref} is null or ` : sql``;
  return sql<SqlBool>`(${empties}${ref} ${op} ${after.value} or (${ref} = ${after.value} and ${id} ${op} ${after.id}))`;
}
