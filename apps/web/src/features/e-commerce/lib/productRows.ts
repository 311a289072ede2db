import type { Product } from '@cppcc/contracts';
import { createTable, getCoreRowModel, getFilteredRowModel, getSortedRowModel } from '@tanstack/react-table';
import {
  filterSchema,
  oneOfParam,
  pageParam,
  pageSizeParam,
  textParam,
  type Filters,
} from '../../../shared/lib/urlFilters';

export const PRODUCT_SORTS = ['name', 'category', 'priceTaxIncl', 'quantity', 'active'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_PAGE_SIZES = [10, 25, 50] as const;

/** The products list's filters, kept in the address. */
export const productFiltersSchema = filterSchema({
  q: textParam(),
  sort: oneOfParam(PRODUCT_SORTS, 'name'),
  order: oneOfParam(['asc', 'desc'], 'asc'),
  page: pageParam(),
  pageSize: pageSizeParam(PRODUCT_PAGE_SIZES, 10),
});
export type ProductFilters = Filters<typeof productFiltersSchema>;

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });
const valueOf = (product: Product, sort: ProductSort): string | number => {
  if (sort === 'category') return product.categories.join(', ');
  if (sort === 'active') return product.active ? 1 : 0;
  return product[sort];
};

/**
 * The rows the products list shows (before paging): those whose name, SKU, category or tag holds the term,
 * sorted by one column (TanStack Table's filtered and sorted row models). Pure, so tests call it directly.
 */
export function productRows(
  products: readonly Product[],
  filters: Pick<ProductFilters, 'q' | 'sort' | 'order'>,
) {
  const table = createTable<Product>({
    data: [...products],
    columns: PRODUCT_SORTS.map((sort) => ({
      id: sort,
      accessorFn: (product: Product) => valueOf(product, sort),
      sortingFn: (a, b, columnId) => {
        const left = a.getValue<string | number>(columnId);
        const right = b.getValue<string | number>(columnId);
        return typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      },
    })),
    globalFilterFn: (row, _columnId, term: string) => {
      const product = row.original;
      const needle = term.toLowerCase();
      return [product.name, product.sku, ...product.categories, ...product.tags].some((text) =>
        text.toLowerCase().includes(needle),
      );
    },
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getRowId: (product) => product.id,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  table.setOptions((previous) => ({
    ...previous,
    state: {
      ...table.initialState,
      globalFilter: filters.q.trim(),
      sorting: [{ id: filters.sort, desc: filters.order === 'desc' }],
    },
  }));
  return table.getRowModel().rows.map((row) => row.original);
}

/** One page of rows (1-based page; past the end gives the last page). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const start = (Math.min(page, last) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
