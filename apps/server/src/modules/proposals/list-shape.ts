import type { ProposalKind, ProposalListQuery, ProposalState, Role } from '@cppcc/contracts';
import type { SortCursor } from '../../db/keyset';
import type { Caller } from '../auth/guard';
import { textTerm, type TextTerm } from './repository';

/**
 * What decides the SQL text of a list's statements: the key of their compiled shapes (db/query-shapes.ts).
 * Whether a filter is present is shape, its value is not; the states are shape (they choose the kept
 * counts and the sort's empties), as are the roles (visibility) and the search term's kind.
 */
export interface ListShape {
  roles: readonly Role[];
  unit: boolean;
  scope: ProposalListQuery['scope'];
  session: boolean;
  states: readonly ProposalState[] | null;
  category: boolean;
  kind: boolean;
  key: boolean | null;
  excellent: boolean | null;
  proposer: boolean;
  /** null: no search; true: a term of the gram index. */
  short: boolean | null;
  /** A term of Han characters and digits, matched without lower-casing (repository's TextTerm). */
  exact: boolean;
  sort: ProposalListQuery['sort'];
  order: ProposalListQuery['order'];
  after: 'none' | 'value' | 'empty';
  /**
   * The page size, and whether the page starts at the first row (page 1, or after a cursor): written into
   * the text, so that PostgreSQL's generic plan of a prepared shape knows it reads 20 rows, not a tenth of
   * the table (db/query-shapes.ts).
   */
  limit: number;
  fromStart: boolean;
}

/** What a list's statements bind per request. */
export type ListValues = {
  callerId: string;
  unitId: string | null;
  sessionId: string | null;
  category: string | null;
  kind: string | null;
  proposerId: string | null;
  text: string | null;
  afterValue: string | number | null;
  afterId: string | null;
  offset: number;
};

export function listShape(
  dialect: 'sqlite' | 'postgres',
  caller: Caller,
  query: ProposalListQuery,
  after: SortCursor | undefined,
): { shape: ListShape; values: ListValues } {
  const term = query.q ? textTerm(dialect, query.q) : undefined;
  return {
    shape: {
      roles: [...caller.roles].sort(),
      unit: caller.unitId !== null,
      scope: query.scope,
      session: Boolean(query.sessionId),
      states: query.state && query.state.length > 0 ? query.state : null,
      category: Boolean(query.category),
      kind: Boolean(query.kind),
      key: query.key ?? null,
      excellent: query.excellent ?? null,
      proposer: Boolean(query.proposerId),
      short: term ? term.short : null,
      exact: term?.exact === true,
      sort: query.sort,
      order: query.order,
      after: !after ? 'none' : after.value === null ? 'empty' : 'value',
      limit: query.pageSize,
      fromStart: Boolean(after) || query.page === 1,
    },
    values: {
      callerId: caller.id,
      unitId: caller.unitId,
      sessionId: query.sessionId || null,
      category: query.category || null,
      kind: query.kind || null,
      proposerId: query.proposerId || null,
      text: term ? term.value : null,
      afterValue: after ? after.value : null,
      afterId: after ? after.id : null,
      offset: after ? 0 : (query.page - 1) * query.pageSize,
    },
  };
}

/**
 * The caller, query, term and cursor the repository's builders take, made of the shape and the values (a
 * compiled shape's markers): the same builders serve every request of the shape. `page` and `pageSize`
 * are NaN: the statements take the page's limit and offset from the shape and `offset` (list-repository's pageLimits), and a use of either would
 * fail loudly.
 */
export function standIns(
  shape: ListShape,
  values: ListValues,
): { caller: Caller; query: ProposalListQuery; term: TextTerm | undefined; after: SortCursor | undefined } {
  const query: ProposalListQuery = {
    scope: shape.scope,
    sort: shape.sort,
    order: shape.order,
    page: Number.NaN,
    pageSize: Number.NaN,
    ...(shape.session && { sessionId: values.sessionId ?? '' }),
    ...(shape.states && { state: [...shape.states] }),
    ...(shape.category && { category: values.category ?? '' }),
    ...(shape.kind && { kind: values.kind as ProposalKind }),
    ...(shape.key !== null && { key: shape.key }),
    ...(shape.excellent !== null && { excellent: shape.excellent }),
    ...(shape.proposer && { proposerId: values.proposerId ?? '' }),
    ...(shape.short !== null && { q: values.text ?? '' }),
  };
  return {
    caller: { id: values.callerId, roles: shape.roles, unitId: shape.unit ? values.unitId : null },
    query,
    term:
      shape.short === null
        ? undefined
        : { short: shape.short, value: values.text ?? '', ...(shape.exact && { exact: true }) },
    after:
      shape.after === 'none'
        ? undefined
        : { value: shape.after === 'empty' ? null : values.afterValue, id: values.afterId ?? '' },
  };
}
