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
  // A row comparison, not `ref op v or (ref = v and id op i)`: PostgreSQL turns the OR into a bitmap of
  // every row before the cursor and sorts them (150–180 ms a batch at 100,000), a row comparison is one
  // backward range scan of the (column, id) index that stops at the limit. Same rows: `ref` is not null here.
  return sql<SqlBool>`(${empties}(${ref}, ${id}) ${op} (${after.value}, ${after.id}))`;
}
