import type { PublicReplyQueryInput } from '@cppcc/contracts';
import { pageParam, textParam, type Filters, filterSchema } from '../../shared/lib/urlFilters';

export const PUBLIC_PAGE_SIZE = 10;

/** The list's filters in the URL (q, page); odd values fall back, so a hand-edited URL never fails. */
export const publicFiltersSchema = filterSchema({ q: textParam(100), page: pageParam() });

export function publicQuery(
  filters: Filters<typeof publicFiltersSchema>,
): PublicReplyQueryInput & { page: number; pageSize: number } {
  return { ...(filters.q ? { q: filters.q } : {}), page: filters.page, pageSize: PUBLIC_PAGE_SIZE };
}

/** The start of a reply for the list: the first 120 characters on one line. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
