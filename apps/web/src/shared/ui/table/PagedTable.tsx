import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../Loading';
import { PagedCards } from './PagedCards';
import { cappedCount, tableView, toggleAll, toggleOne, zeroBasedPage } from './paging';
import type { Column, Paging, Selection, Sorting } from './types';

export interface PagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  /** Undefined until the first answer arrives. */
  rows: readonly T[] | undefined;
  /** The server's total; the count shows only once it is known. */
  total?: number;
  /** The server stopped counting at `total` (more match): shown as "10,000+", paging goes on past it. */
  totalCapped?: boolean;
  rowKey: (row: T) => string;
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** A refetch is under way: the rows stay, dimmed. */
  fetching?: boolean;
  /** The query failed (the caller shows why): no endless spinner. */
  failed?: boolean;
  empty?: ReactNode;
  emptyTestId?: string;
  paging?: Paging;
  sorting?: Sorting;
  selection?: Selection<T>;
  testId?: string;
  /** `auto`: cards at ≤ 600 px, where a table squeezes the title to a character a line. */
  layout?: 'auto' | 'table' | 'cards';
}

/** A server-paged list: sortable headers, selection, loading and empty states; cards on narrow screens. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { t, i18n } = useTranslation('common');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const cards = props.layout === 'cards' || (props.layout !== 'table' && narrow);
  const { rows, selection } = props;
  const view = tableView({ rows, failed: props.failed ?? false });
  const selectableIds = (rows ?? []).filter((row) => selection?.selectable(row)).map(props.rowKey);

  const body =
    view === 'loading' ? (
      <Loading />
    ) : view === 'empty' ? (
      <Paper variant="outlined" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        <span data-testid={props.emptyTestId}>{props.empty ?? t('noRows')}</span>
      </Paper>
    ) : null;

  const capped = props.totalCapped === true;
  const pagination = props.paging && props.total !== undefined && view !== 'loading' && (
    <TablePagination
      component="div"
      // -1: MUI's "unknown count", which keeps the next page reachable past the capped total.
      count={capped ? -1 : props.total}
      page={
        capped ? props.paging.page - 1 : zeroBasedPage(props.paging.page, props.paging.pageSize, props.total)
      }
      rowsPerPage={props.paging.pageSize}
      rowsPerPageOptions={[...props.paging.pageSizes]}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('displayedRows', {
          from,
          to,
          count: capped && props.total !== undefined ? cappedCount(props.total, i18n.language) : count,
        })
      }
      getItemAriaLabel={(type) => t(`page.${type}`)}
      onPageChange={(_event, page) => props.paging?.onPage(page + 1)}
      onRowsPerPageChange={(event) => props.paging?.onPageSize(Number(event.target.value))}
      data-testid="pagination"
    />
  );

  if (cards) {
    return (
      <div data-testid={props.testId} aria-busy={props.fetching}>
        {body ?? <PagedCards {...props} rows={rows ?? []} />}
        {pagination}
      </div>
    );
  }

  const header = (column: Column<T>) => {
    const sorting = props.sorting;
    if (!column.sortKey || !sorting) return column.label;
    const key = column.sortKey;
    return (
      <TableSortLabel
        active={sorting.by === key}
        direction={sorting.by === key ? sorting.order : 'asc'}
        onClick={() => sorting.onSort(key)}
        data-testid={`sort-${key}`}
      >
        {column.label}
      </TableSortLabel>
    );
  };

  return (
    <TableContainer component={Paper} variant="outlined" data-testid={props.testId}>
      <Table
        size="small"
        aria-label={props.label}
        aria-busy={props.fetching}
        sx={{ opacity: props.fetching && view === 'rows' ? 0.6 : 1 }}
      >
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={
                    selectableIds.length > 0 && selectableIds.every((id) => selection.selected.has(id))
                  }
                  indeterminate={
                    selectableIds.some((id) => selection.selected.has(id)) &&
                    !selectableIds.every((id) => selection.selected.has(id))
                  }
                  disabled={selectableIds.length === 0}
                  onChange={() => selection.onChange(toggleAll(selectableIds, selection.selected))}
                  slotProps={{ input: { 'aria-label': selection.allLabel } }}
                  title={selection.hint}
                />
              </TableCell>
            )}
            {props.columns.map((column) => (
              <TableCell key={column.id} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {header(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {view === 'rows' &&
            rows?.map((row) => {
              const key = props.rowKey(row);
              return (
                <TableRow key={key} hover selected={selection?.selected.has(key)} {...props.rowProps?.(row)}>
                  {selection && (
                    <TableCell padding="checkbox">
                      {selection.selectable(row) && (
                        <Checkbox
                          checked={selection.selected.has(key)}
                          onChange={() => selection.onChange(toggleOne(key, selection.selected))}
                          slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                        />
                      )}
                    </TableCell>
                  )}
                  {props.columns.map((column) => (
                    <TableCell
                      key={column.id}
                      sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                      {...column.cellProps?.(row)}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          {body && (
            <TableRow>
              <TableCell colSpan={props.columns.length + (selection ? 1 : 0)} sx={{ border: 0, p: 0 }}>
                {body}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {pagination}
    </TableContainer>
  );
}
