import { z } from 'zod';
import { idParam } from '../../../shared/lib/urlFilters';
import { FILTER_OPERATORS } from './filters';
import { CONTACT_COLUMNS, type ContactFilter, type ContactSort } from './tableModel';

/**
 * The contacts list's filters and sort in the URL (issue 30 §3: a link, or a saved view, reproduces the
 * list): `sort`/`order`, and `filters` as a JSON list of [column, operator, term] (terms may hold any
 * character). A malformed value gives the default, never an error.
 */
export const contactUrlSchema = z.object({
  sort: z.enum(CONTACT_COLUMNS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  filters: idParam(),
});

const filtersSchema = z.array(
  z.tuple([z.enum(CONTACT_COLUMNS), z.enum(FILTER_OPERATORS), z.string().max(200)]),
);

export function decodeContactFilters(text: string | undefined): ContactFilter[] {
  if (!text) return [];
  try {
    const parsed = filtersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.map(([column, operator, term]) => ({ column, operator, term })) : [];
  } catch {
    return [];
  }
}

/** Undefined (left out of the URL) when no filter is set. */
export function encodeContactFilters(filters: readonly ContactFilter[]): string | undefined {
  return filters.length > 0
    ? JSON.stringify(filters.map((filter) => [filter.column, filter.operator, filter.term]))
    : undefined;
}

/** The URL's sort, or the list's own: the own contacts by name, the directory in the server's order. */
export function contactSort(
  url: { sort?: ContactSort['by'] | undefined; order: ContactSort['order'] },
  directory: boolean,
): ContactSort | null {
  if (url.sort) return { by: url.sort, order: url.order };
  return directory ? null : { by: 'name', order: 'asc' };
}
