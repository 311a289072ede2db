/**
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

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

function compare(value: string, term: string): number {
  if (NUMBER.test(value) && NUMBER.test(term)) return Number(value) - Number(term);
  return collator.compare(value, term);
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
