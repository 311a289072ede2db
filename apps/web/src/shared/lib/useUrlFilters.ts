import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { clearedFilters, parseFilters, writeFilters, type FilterSchema, type Filters } from './urlFilters';

export interface SetFiltersOptions {
  /** Replace the history entry (typing in a search field) instead of adding one (a filter chosen). */
  replace?: boolean;
}

/**
 * A list's filters kept in the URL, typed by a zod object of `urlFilters.ts` fields (declared once, outside
 * the component, its keys the params' names): `filters` as parsed (a bad value gives that field's default,
 * never an error); `setFilters(patch)` writes a change back (defaults left out, back to page 1 on anything
 * but a page change); `clearFilters(keep)` puts all filters but `keep` back to their defaults.
 *
 * Each write starts from the last write, not from the last render, so two quick changes (a start date,
 * then an end date; clear all, then a row's filter) do not undo each other.
 *
 * A write is rendered at once (`flushSync`), not as the router's default transition: the address changes
 * at once either way, and a transition left the page rendering the old filters for as long as it took
 * under load — an Export clicked in that window downloaded the unfiltered list (issue 30, CI's
 * list-export failure: 110 rows for a search of 44). The filters shown, the list asked for and what the
 * page's buttons act on are the address's from the moment it changes.
 */
export function useUrlFilters<S extends FilterSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseFilters(schema, search), [schema, search]);
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const setFilters = useCallback(
    (patch: Partial<Filters<S>>, options?: SetFiltersOptions) => {
      const next = writeFilters(schema, latest.current, patch);
      latest.current = next;
      setSearch(next, { ...options, flushSync: true });
    },
    [schema, setSearch],
  );
  const clearFilters = useCallback(
    (keep: readonly (keyof Filters<S> & string)[] = [], options?: SetFiltersOptions) =>
      setFilters(clearedFilters(schema, keep), options),
    [schema, setFilters],
  );
  return { filters, setFilters, clearFilters };
}
