import { REGISTERED_STATES, type ProposalListQuery } from '@cppcc/contracts';
import { sql, type Kysely } from 'kysely';
import { keysetAfter, keysetOrderBy, type SortCursor } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { listKeyset } from './list-repository';
import { listFilter, summaryQuery, type SummaryRow } from './repository';

/** The list's filters and sort without its paging: what an export walks. */
export type ProposalExportQuery = Omit<ProposalListQuery, 'page' | 'pageSize'>;

/**
 * The list's rows after `after` in the list's own order (listKeyset: empty values last, then the column, then
 * the id, all in the query's direction), `limit` at a time: a keyset walk, so the 100th batch costs what
 * the first does. The ids first (from the sort index), then their summaries.
 */
export async function proposalExportBatch(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: ProposalExportQuery,
  after: SortCursor | undefined,
  limit: number,
): Promise<{ rows: SummaryRow[]; cursor: SortCursor | undefined }> {
  const key = listKeyset(query);
  let ids = db
    .selectFrom('proposals')
    .select(['proposals.id', sql<string | number | null>`${sql.ref(key.column)}`.as('sortValue')])
    .where(listFilter(dialect, caller, query));
  if (after) ids = ids.where(keysetAfter(key, after));
  for (const term of keysetOrderBy(key)) ids = ids.orderBy(term);
  const page = await ids.limit(limit).execute();
  const last = page.at(-1);
  const summaries =
    page.length === 0
      ? []
      : await summaryQuery(db)
          .where(
            'proposals.id',
            'in',
            page.map((row) => row.id),
          )
          .execute();
  const byId = new Map(summaries.map((row) => [row.id, row]));
  return {
    rows: page.flatMap((row) => byId.get(row.id) ?? []),
    cursor: last && { value: last.sortValue, id: last.id },
  };
}

/** The category codes of a session's registered proposals (null: none given). */
export async function catalogueCategories(db: Kysely<DB>, sessionId: string): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('proposals')
    .select('categoryCode')
    .distinct()
    .where('sessionId', '=', sessionId)
    .where('state', 'in', [...REGISTERED_STATES])
    .execute();
  return rows.map((row) => row.categoryCode);
}

/** A session's registered proposals of one category in number order, after the number `after`. */
export function catalogueBatch(
  db: Kysely<DB>,
  sessionId: string,
  category: string | null,
  after: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('proposals')
    .select(['id', 'number', 'title', 'kind', 'collectiveBody', 'categoryCode'])
    .where('sessionId', '=', sessionId)
    .where('state', 'in', [...REGISTERED_STATES])
    .where('categoryCode', category === null ? 'is' : '=', category);
  if (after !== undefined) query = query.where('number', '>', after);
  return query.orderBy('number').limit(limit).execute();
}
export type CatalogueRow = Awaited<ReturnType<typeof catalogueBatch>>[number];
