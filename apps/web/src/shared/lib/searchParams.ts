import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** New search params with `changes` (null or '' removes a key); any change but paging goes back to page 1. */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * The address's search params, and a `set(changes)` for list filters kept in the URL. `set` starts from the
 * address as it is at the call, not as it was at the last render, so two quick changes (clear all, then a
 * row's filter; a start date, then an end date) do not undo each other.
 */
export function useParamsFilters() {
  const [search, setSearch] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(withParams(new URLSearchParams(window.location.search), changes)),
    [setSearch],
  );
  return { search, setSearch, set };
}
