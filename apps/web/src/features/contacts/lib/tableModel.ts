import type { Contact } from '@cppcc/contracts';
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { passesFilter, type ColumnFilterValue } from './filters';
import { fullName } from './vcard';

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

export function columnText(contact: Contact, column: ContactColumn): string {
  if (column === 'name') return fullName(contact);
  if (column === 'section') return contact.section ?? '';
  return contact[column];
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

const COLUMN_DEFS: ColumnDef<Contact, string>[] = CONTACT_COLUMNS.map((column) => ({
  id: column,
  accessorFn: (contact: Contact) => columnText(contact, column),
  filterFn: (row, columnId, value: ColumnFilterValue) => passesFilter(row.getValue<string>(columnId), value),
  // Chinese names by pinyin (李 < 王 < 张), as a Chinese address book; Latin names after them.
  sortingFn: (a, b, columnId) => collator.compare(a.getValue<string>(columnId), b.getValue<string>(columnId)),
}));

/**
 * The rows the table shows: the contacts filtered by every active filter (each column's own operator,
 * TanStack Table's filtered row model) and sorted by one column (its sorted row model). Pure: the same
 * inputs give the same rows, so the page memoises it and the tests call it directly.
 */
export function visibleContacts(
  contacts: readonly Contact[],
  filters: readonly ContactFilter[],
  sort: ContactSort | null,
): Contact[] {
  const columnFilters: ColumnFiltersState = filters
    .filter((filter) => filter.term.trim() !== '')
    .map((filter) => ({ id: filter.column, value: { operator: filter.operator, term: filter.term } }));
  // No sort: the server's order (the directory's members by sector, then the units).
  const sorting: SortingState = sort ? [{ id: sort.by, desc: sort.order === 'desc' }] : [];
  const table = createTable<Contact>({
    data: [...contacts],
    columns: COLUMN_DEFS,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getRowId: (contact) => contact.id,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  table.setOptions((previous) => ({
    ...previous,
    state: { ...table.initialState, columnFilters, sorting },
  }));
  return table.getRowModel().rows.map((row) => row.original);
}
