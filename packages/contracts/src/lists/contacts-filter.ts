import { z } from 'zod';
import type { Contact } from '../contacts/contacts';

/**
 * The contacts list's filter (issue 30 §3: one rule for the page, the list route and its export).
 * The table's filter types (seed 001 §5): contains, starts-with, ends-with, matches, greater-than,
 * less-than. Pure predicates over a cell's text; every comparison ignores case and surrounding blanks.
 * `matches` is the whole value against a pattern where `*` stands for any run of characters and `?` for one
 * (a wildcard, not a regular expression: what people type in a filter box, and nothing to hang a page on).
 * `greater-than` / `less-than` compare as numbers when both sides are numbers, otherwise in the order of a
 * Chinese address book (pinyin), so dates written YYYY-MM-DD compare as dates.
 */
export const FILTER_OPERATORS = [
  'contains',
  'starts-with',
  'ends-with',
  'matches',
  'greater-than',
  'less-than',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface ColumnFilterValue {
  operator: FilterOperator;
  term: string;
}

// Made on the first comparison: loading ICU's zh-CN collation at import cost every server start (and the
// web's first paint) ~8 ms, for a filter most sessions never use (issue 33 §5).
let zhCollator: Intl.Collator | undefined;
const collator = () => (zhCollator ??= new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' }));
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

function compare(value: string, term: string): number {
  if (NUMBER.test(value) && NUMBER.test(term)) return Number(value) - Number(term);
  return collator().compare(value, term);
}

function wildcard(term: string): RegExp {
  const escaped = term
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`, 'iu');
}

/** Whether a cell's text passes the filter; an empty term filters nothing. */
export function passesFilter(cell: string, filter: ColumnFilterValue): boolean {
  const term = filter.term.trim().toLocaleLowerCase();
  if (term === '') return true;
  const value = cell.trim().toLocaleLowerCase();
  switch (filter.operator) {
    case 'contains':
      return value.includes(term);
    case 'starts-with':
      return value.startsWith(term);
    case 'ends-with':
      return value.endsWith(term);
    case 'matches':
      return wildcard(term).test(value);
    case 'greater-than':
      return value !== '' && compare(value, term) > 0;
    case 'less-than':
      return value !== '' && compare(value, term) < 0;
  }
}

export function isFilterOperator(value: string): value is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(value);
}

/** The columns people filter and sort the contacts by; the section only in the committee directory. */
export const CONTACT_COLUMNS = ['name', 'email', 'phone', 'company', 'jobTitle', 'section'] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

export interface ContactFilter extends ColumnFilterValue {
  column: ContactColumn;
}
export interface ContactSort {
  by: ContactColumn;
  order: 'asc' | 'desc';
}

const HAN = /\p{Script=Han}/u;

/** A contact's name as people write it: a Chinese name family name first, unspaced; others given name first. */
export function contactFullName(contact: Pick<Contact, 'name' | 'lastName'>): string {
  if (HAN.test(contact.name) || HAN.test(contact.lastName)) return `${contact.lastName}${contact.name}`;
  return [contact.name, contact.lastName].filter(Boolean).join(' ');
}

/** The text a column shows (and is filtered and sorted by). */
export function contactColumnText(contact: Contact, column: ContactColumn): string {
  if (column === 'name') return contactFullName(contact);
  if (column === 'section') return contact.section ?? '';
  return contact[column];
}

/** Chinese names by pinyin (李 < 王 < 张), as a Chinese address book; Latin names after them. */
export function compareContactText(a: string, b: string): number {
  return collator().compare(a, b);
}

const filtersSchema = z.array(
  z.tuple([z.enum(CONTACT_COLUMNS), z.enum(FILTER_OPERATORS), z.string().max(200)]),
);

/** `filters` as the URL and the list route hold it: a JSON list of [column, operator, term]; null if malformed. */
export function parseContactFilters(text: string | undefined): ContactFilter[] | null {
  if (!text) return [];
  try {
    const parsed = filtersSchema.safeParse(JSON.parse(text));
    return parsed.success
      ? parsed.data.map(([column, operator, term]) => ({ column, operator, term }))
      : null;
  } catch {
    return null;
  }
}

/** Undefined (left out of the URL) when no filter is set. */
export function encodeContactFilters(filters: readonly ContactFilter[]): string | undefined {
  return filters.length > 0
    ? JSON.stringify(filters.map((filter) => [filter.column, filter.operator, filter.term]))
    : undefined;
}

/** The list route's (and export's) filter and sort params; a malformed `filters` is a 400 naming it. */
export const contactFilterQueryShape = {
  filters: z
    .string()
    .max(4000)
    .optional()
    .refine((text) => parseContactFilters(text) !== null, { error: 'contacts.badFilters' }),
  sort: z.enum(CONTACT_COLUMNS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
};

/** The sort asked for, or the list's own: the own contacts by name, the directory in the server's order. */
export function contactSort(
  url: { sort?: ContactSort['by'] | undefined; order: ContactSort['order'] },
  directory: boolean,
): ContactSort | null {
  if (url.sort) return { by: url.sort, order: url.order };
  return directory ? null : { by: 'name', order: 'asc' };
}

/**
 * The contacts a list shows: those passing every filter with a term (each its column's own operator),
 * sorted by one column (stable: equal texts keep the server's order); no sort keeps the server's order.
 */
export function contactsMatching<C extends Contact>(
  contacts: readonly C[],
  filters: readonly ContactFilter[],
  sort: ContactSort | null,
): C[] {
  const active = filters.filter((filter) => filter.term.trim() !== '');
  const kept = contacts.filter((contact) =>
    active.every((filter) => passesFilter(contactColumnText(contact, filter.column), filter)),
  );
  if (!sort) return kept;
  const sign = sort.order === 'desc' ? -1 : 1;
  return kept.sort(
    (a, b) => sign * compareContactText(contactColumnText(a, sort.by), contactColumnText(b, sort.by)),
  );
}
