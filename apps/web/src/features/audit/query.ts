import { EVENT_ACTIONS, type AuditQueryInput } from '@cppcc/contracts';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

/** The filters as the URL holds them: `from`/`to` are `yyyy-MM-dd` days. */
export interface AuditFilters {
  action: string;
  actorId: string;
  /** Name shown for the actor filter (the URL keeps it, so a reload needs no lookup). */
  actorName: string;
  proposalId: string;
  proposalLabel: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const dayOrEmpty = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) ? value : '';

export function auditFilters(search: URLSearchParams): AuditFilters {
  const action = search.get('action') ?? '';
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    action: EVENT_ACTIONS.includes(action) ? action : '',
    actorId: search.get('actorId') ?? '',
    actorName: search.get('actorName') ?? '',
    proposalId: search.get('proposalId') ?? '',
    proposalLabel: search.get('proposalLabel') ?? '',
    from: dayOrEmpty(search.get('from')),
    to: dayOrEmpty(search.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (AUDIT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 50,
  };
}

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
