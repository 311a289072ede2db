import {
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATES,
  type ProposalKind,
  type ProposalListQueryInput,
  type ProposalSort,
  type ProposalState,
} from '@cppcc/contracts';

/** `session=all` in the URL: every session; no `session` parameter: the current session. */
export const ALL_SESSIONS = 'all';
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The staff list's filters, as kept in the URL query string (so the page is linkable, back/forward works). */
export interface ProposalFilters {
  /** undefined = the current session; `all` = every session; else a session id. */
  session?: string;
  states: ProposalState[];
  category?: string;
  kind?: ProposalKind;
  proposerId?: string;
  /** 优秀提案: only the excellent ones (true), only the others (false), or both (undefined). */
  excellent?: boolean;
  q: string;
  sort: ProposalSort;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_FILTERS: ProposalFilters = {
  states: [],
  q: '',
  sort: 'updatedAt',
  order: 'desc',
  page: 1,
  pageSize: 20,
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : fallback;
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** Reads the filters from a query string; anything unknown or malformed falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): ProposalFilters {
  const states = (params.get('state') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is ProposalState => isOneOf(PROPOSAL_STATES, part));
  const sort = params.get('sort');
  const order = params.get('order');
  const kind = params.get('kind');
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_FILTERS.pageSize);
  return {
    session: nonEmpty(params.get('session')),
    states: [...new Set(states)],
    category: nonEmpty(params.get('category')),
    kind: isOneOf(PROPOSAL_KINDS, kind) ? kind : undefined,
    proposerId: nonEmpty(params.get('proposer')),
    excellent: flag(params.get('excellent')),
    q: params.get('q')?.trim() ?? '',
    sort: isOneOf(PROPOSAL_SORTS, sort) ? sort : DEFAULT_FILTERS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_FILTERS.order,
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_FILTERS.pageSize,
  };
}

/** Writes the filters as a query string, leaving defaults out so links stay short. */
export function filtersToSearch(filters: ProposalFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.session) params.set('session', filters.session);
  if (filters.states.length > 0) params.set('state', filters.states.join(','));
  if (filters.category) params.set('category', filters.category);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.proposerId) params.set('proposer', filters.proposerId);
  if (filters.excellent !== undefined) params.set('excellent', String(filters.excellent));
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_FILTERS.pageSize) params.set('pageSize', String(filters.pageSize));
  return params;
}

/**
 * A change to the filters: any change other than the page itself goes back to page 1, since the old page
 * number means nothing in the new result.
 */
export function updateFilters(current: ProposalFilters, patch: Partial<ProposalFilters>): ProposalFilters {
  const next = { ...current, ...patch };
  const onlyPaging = Object.keys(patch).every((key) => key === 'page');
  return onlyPaging ? next : { ...next, page: patch.page ?? 1 };
}

/** Clicking a sortable column: the same column flips the order; a new column starts descending (title: ascending). */
export function toggleSort(current: ProposalFilters, sort: ProposalSort): ProposalFilters {
  if (current.sort === sort)
    return updateFilters(current, { order: current.order === 'asc' ? 'desc' : 'asc' });
  return updateFilters(current, { sort, order: sort === 'title' || sort === 'number' ? 'asc' : 'desc' });
}

/**
 * The GET /api/proposals query for the filters. `currentSessionId` resolves the default session; while it
 * is unknown (sessions still loading) the answer is undefined and the list waits.
 */
export function filtersToQuery(
  filters: ProposalFilters,
  currentSessionId: string | null | undefined,
): ProposalListQueryInput | undefined {
  let sessionId: string | undefined;
  if (filters.session === ALL_SESSIONS) sessionId = undefined;
  else if (filters.session) sessionId = filters.session;
  else if (currentSessionId === undefined) return undefined;
  else sessionId = currentSessionId ?? undefined;
  const query: ProposalListQueryInput = {
    scope: 'all',
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  if (sessionId) query.sessionId = sessionId;
  if (filters.states.length > 0) query.state = filters.states.join(',');
  if (filters.category) query.category = filters.category;
  if (filters.kind) query.kind = filters.kind;
  if (filters.proposerId) query.proposerId = filters.proposerId;
  if (filters.excellent !== undefined) query.excellent = filters.excellent ? 'true' : 'false';
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

/** A link to the list with some filters set (the overview's cards). */
export function listHref(base: string, patch: Partial<ProposalFilters>): string {
  const search = filtersToSearch({ ...DEFAULT_FILTERS, ...patch }).toString();
  return search ? `${base}?${search}` : base;
}
