import { idParam, filterSchema, oneOfParam } from '../../../shared/lib/urlFilters';
import { CONTACT_COLUMNS, parseContactFilters, type ContactFilter } from '@cppcc/contracts';

/**
 * The contacts list's filters and sort in the URL (issue 30 §3: a link, or a saved view, reproduces the
 * list): `sort`/`order`, and `filters` as a JSON list of [column, operator, term] (terms may hold any
 * character). A malformed value gives the default, never an error.
 */
export const contactUrlSchema = filterSchema({
  sort: oneOfParam(CONTACT_COLUMNS),
  order: oneOfParam(['asc', 'desc'], 'asc'),
  filters: idParam(),
});

/** The URL's filters; a malformed value reads as none (a link is never an error). */
export function decodeContactFilters(text: string | undefined): ContactFilter[] {
  return parseContactFilters(text) ?? [];
}
