import type { ListId, SavedView } from '@cppcc/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSavedViewsQuery } from '../../api/savedViewsApi';
import {
  COLUMNS_PARAM,
  columnsParam,
  orderedColumns,
  showsView,
  viewParams,
  viewSearch,
  viewTab,
  visibleColumnIds,
} from './listColumns';

/** A list's tab held in the path: the one shown, and the path of another (issue 30 §3). */
export interface ListTab {
  value: string;
  pathOf: (value: string) => string;
}

/**
 * The column choice alone, from the URL's `columns` param: the visible columns in order and a setter that
 * writes the param (left out when it is the defaults). `useListView` adds the saved views.
 */
export function useColumnChoice<C extends { id: string }>(listId: ListId, columns: readonly C[]) {
  const [search, setSearch] = useSearchParams();
  const pageIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const param = search.get(COLUMNS_PARAM);
  const columnIds = useMemo(() => visibleColumnIds(listId, pageIds, param), [listId, pageIds, param]);
  const setColumnIds = useCallback(
    (ids: readonly string[]) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const value = columnsParam(listId, pageIds, ids);
          if (value === null) next.delete(COLUMNS_PARAM);
          else next.set(COLUMNS_PARAM, value);
          return next;
        },
        // Rendered at once, as filters are (useUrlFilters): an export clicked right after sees these columns.
        { replace: true, flushSync: true },
      ),
    [listId, pageIds, setSearch],
  );
  const visible = useMemo(() => orderedColumns(columns, columnIds), [columns, columnIds]);
  return { search, setSearch, pageIds, columnIds, columns: visible, setColumnIds };
}

/**
 * A list's view (issue 30 §3): which columns show, in which order, and its saved views. Everything lives in
 * the URL — the filters (through `useUrlFilters`), the sort, the page and `columns` — so a link reproduces
 * what the list shows; opening a saved view writes its params and columns there. Opened without any
 * parameter, the list shows the caller's default view if they set one.
 *
 * `columns` are the page's columns (their ids the contract's column ids of `listId`); the answer's
 * `columns` are the visible ones in order, for `PagedTable`, and `columnIds` what an export is given.
 */
export function useListView<C extends { id: string; label: string }>(
  listId: ListId,
  columns: readonly C[],
  tab?: ListTab,
) {
  const {
    search,
    setSearch,
    pageIds,
    columnIds,
    columns: visible,
    setColumnIds,
  } = useColumnChoice(listId, columns);
  const views = useSavedViewsQuery(listId);
  const navigate = useNavigate();
  const tabValue = tab?.value;
  const tabPathOf = tab?.pathOf;

  const openView = useCallback(
    (view: Pick<SavedView, 'params' | 'columns'>, options?: { replace?: boolean }) => {
      const next = viewSearch(listId, pageIds, view);
      const savedTab = viewTab(view);
      // A view saved on another tab goes there; else only the query changes.
      if (tabPathOf && savedTab !== null && savedTab !== tabValue)
        void navigate(
          { pathname: tabPathOf(savedTab), search: next.toString() },
          { ...options, flushSync: true },
        );
      else setSearch(next, { ...options, flushSync: true });
    },
    [listId, pageIds, setSearch, navigate, tabValue, tabPathOf],
  );

  // The default view, once, when the list was opened bare (a link with parameters is followed as it is).
  const openedBare = useRef(search.size === 0);
  const defaultView = views.data?.items.find((view) => view.id === views.data?.defaultViewId);
  useEffect(() => {
    if (!openedBare.current || !views.data) return;
    openedBare.current = false;
    // A default view of another tab stays there: the tabs are links to their bare lists.
    const sameTab = !defaultView || viewTab(defaultView) === null || viewTab(defaultView) === tabValue;
    if (defaultView && sameTab) openView(defaultView, { replace: true });
  }, [views.data, defaultView, openView, tabValue]);

  const currentView = views.data?.items.find((view) => showsView(listId, pageIds, search, view, tabValue));
  return {
    listId,
    /** The visible columns, in the chosen order. */
    columns: visible,
    columnIds,
    allColumns: columns,
    setColumnIds,
    /** The list's filters, sort and tab as they stand in the URL (what a view saves; no page, no columns). */
    params: viewParams(search, tabValue),
    views: views.data?.items,
    defaultViewId: views.data?.defaultViewId ?? null,
    viewsFailed: Boolean(views.error),
    currentView,
    openView,
  };
}

export type ListView = ReturnType<typeof useListView<{ id: string; label: string }>>;
