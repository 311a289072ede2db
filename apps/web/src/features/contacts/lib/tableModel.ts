import {
  CONTACT_COLUMNS,
  compareContactText,
  contactColumnText,
  passesFilter,
  type ColumnFilterValue,
  type Contact,
  type ContactFilter,
  type ContactSort,
} from '@cppcc/contracts';
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';

const COLUMN_DEFS: ColumnDef<Contact, string>[] = CONTACT_COLUMNS.map((column) => ({
  id: column,
  accessorFn: (contact: Contact) => contactColumnText(contact, column),
  filterFn: (row, columnId, value: ColumnFilterValue) => passesFilter(row.getValue<string>(columnId), value),
  sortingFn: (a, b, columnId) =>
    compareContactText(a.getValue<string>(columnId), b.getValue<string>(columnId)),
}));

/**
 * The rows the table shows (the predicates and order are the contract's, `lists/contacts-filter.ts`, so the
 * list route and its export filter alike): the contacts filtered by every active filter (each column's own operator,
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
