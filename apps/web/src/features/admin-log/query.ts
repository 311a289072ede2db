import { ADMIN_LOG_ACTIONS, ADMIN_LOG_TARGET_KINDS, type AdminLogQueryInput } from '@cppcc/contracts';
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

export const ADMIN_LOG_PAGE_SIZES = [20, 50, 100] as const;
const text = () => stringParam();

/** The filters as the URL holds them: what, who (id and the name shown), target words, days. */
export const adminLogFiltersSchema = filterSchema({
  action: oneOfParam(ADMIN_LOG_ACTIONS as readonly string[], ''),
  targetKind: oneOfParam(ADMIN_LOG_TARGET_KINDS as readonly string[], ''),
  actorId: text(),
  actorName: text(),
  target: text(),
  from: dayParam(),
  to: dayParam(),
  page: pageParam(),
  pageSize: pageSizeParam(ADMIN_LOG_PAGE_SIZES, 50),
});
export type AdminLogFilters = Filters<typeof adminLogFiltersSchema>;

/** The API query (the export takes it without page and size): whole local days. */
export function adminLogQuery(filters: AdminLogFilters): AdminLogQueryInput {
  return {
    ...(filters.action ? { action: filters.action as AdminLogQueryInput['action'] } : {}),
    ...(filters.targetKind ? { targetKind: filters.targetKind as AdminLogQueryInput['targetKind'] } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.target.trim() ? { target: filters.target.trim() } : {}),
    ...(filters.from ? { from: startOfDay(parseISO(filters.from)).toISOString() } : {}),
    ...(filters.to ? { to: endOfDay(parseISO(filters.to)).toISOString() } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}
