import {
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATES,
  type ProposalListQueryInput,
  type Session,
} from '@cppcc/contracts';
import {
  filtersHref,
  flagParam,
  idParam,
  listParam,
  pageParam,
  pageSizeParam,
  textParam,
  type Filters,
  filterSchema,
  oneOfParam,
} from '../../../shared/lib/urlFilters';
import { ALL_SESSIONS } from '../../../shared/ui/session-select/sessionChoice';

export { ALL_SESSIONS };

/** The session id a page works on: the chosen one, else the current one (null when there is none). */
export function resolveSessionId(
  sessions: readonly Session[] | undefined,
  chosen: string | undefined,
): string | null | undefined {
  if (chosen && chosen !== ALL_SESSIONS) return chosen;
  if (chosen === ALL_SESSIONS) return null;
  if (!sessions) return undefined;
  return sessions.find((session) => session.isCurrent)?.id ?? null;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The staff list's filters, as kept in the URL (so the page is linkable, back/forward works). */
export const proposalFiltersSchema = filterSchema({
  /** undefined = the current session; `all` = every session; else a session id. */
  session: idParam(),
  state: listParam(PROPOSAL_STATES),
  category: idParam(),
  kind: oneOfParam(PROPOSAL_KINDS),
  proposer: idParam(),
  /** 优秀提案: only the excellent ones (true), only the others (false), or both (undefined). */
  excellent: flagParam(),
  q: textParam(),
  sort: oneOfParam(PROPOSAL_SORTS, 'updatedAt'),
  order: oneOfParam(['asc', 'desc'], 'desc'),
  page: pageParam(),
  pageSize: pageSizeParam(PAGE_SIZES, 20),
});
export type ProposalFilters = Filters<typeof proposalFiltersSchema>;

/** A new sort column starts descending, except the title and the number, which read best ascending. */
export const firstOrder = (sort: string) => (sort === 'title' || sort === 'number' ? 'asc' : 'desc');

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
  if (filters.state.length > 0) query.state = filters.state.join(',');
  if (filters.category) query.category = filters.category;
  if (filters.kind) query.kind = filters.kind;
  if (filters.proposer) query.proposerId = filters.proposer;
  if (filters.excellent !== undefined) query.excellent = filters.excellent ? 'true' : 'false';
  if (filters.q) query.q = filters.q;
  return query;
}

/** A link to the list with some filters set (the overview's cards). */
export const listHref = (base: string, patch: Partial<ProposalFilters>) =>
  filtersHref(proposalFiltersSchema, base, patch);
