import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/** One column: its header, its cell, and how it behaves when sorted or shown as a card on a phone. */
export interface Column<T> {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key; the header becomes a sort button. */
  sortKey?: string;
  /** The row's title: the card's heading on narrow screens. */
  primary?: boolean;
  /** Dates, numbers and chips: kept on one line in the table. */
  nowrap?: boolean;
  /** Extra attributes on the cell (e.g. a test id). */
  cellProps?: (row: T) => Record<string, string | undefined>;
}

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export interface Sorting {
  by: string;
  order: SortOrder;
  onSort: (key: string) => void;
}

export interface Selection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** Rows that may be selected (others show no checkbox). */
  selectable: (row: T) => boolean;
  rowLabel: (row: T) => string;
  allLabel: string;
  /** Why some rows cannot be selected, as the header checkbox's tooltip. */
  hint?: string;
}
