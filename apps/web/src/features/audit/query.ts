import { EVENT_ACTIONS, type AuditQueryInput } from '@cppcc/contracts';
import { endOfDay, parseISO, startOfDay } from 'date-fns';
import {
  dayParam,
  pageParam,
  pageSizeParam,
  type Filters,
  filterSchema,
  oneOfParam,
  stringParam,
} from '../../shared/lib/urlFilters';

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

const text = () => stringParam();

/** The filters as the URL holds them: `from`/`to` are `yyyy-MM-dd` days. */
export const auditFiltersSchema = filterSchema({
  action: oneOfParam(EVENT_ACTIONS, ''),
  actorId: text(),
  /** Name shown for the actor filter (the URL keeps it, so a reload needs no lookup). */
  actorName: text(),
  proposalId: text(),
  proposalLabel: text(),
  from: dayParam(),
  to: dayParam(),
  page: pageParam(),
  pageSize: pageSizeParam(AUDIT_PAGE_SIZES, 50),
});
export type AuditFilters = Filters<typeof auditFiltersSchema>;

/** Whether the day range is backwards (the page says so instead of asking). */
export const rangeReversed = (filters: Pick<AuditFilters, 'from' | 'to'>) =>
  Boolean(filters.from && filters.to && filters.from > filters.to);

/** The API query: whole local days, from the start of `from` to the end of `to`. */
export function auditQuery(filters: AuditFilters): AuditQueryInput {
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.proposalId ? { proposalId: filters.proposalId } : {}),
    ...(filters.from ? { from: startOfDay(parseISO(filters.from)).toISOString() } : {}),
    ...(filters.to ? { to: endOfDay(parseISO(filters.to)).toISOString() } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}
