import { useEffect, useMemo } from 'react';

/**
 * Keyset paging of the proposal lists (issue 33 §2). The server answers a page's `nextCursor`; asked with
 * `after=<that cursor>`, the next page costs what page 1 costs instead of an OFFSET. The web keeps the
 * cursor of the page shown, in memory only (the address keeps the page number): going from page p to
 * page p + 1 with the same filters and page size sends `after`; a jump, a changed filter, "previous page"
 * or a reload asks by number.
 */

/** A paged list's request: its filters, the page number and, by cursor, `after`. */
export interface PagedParams {
  /** A number (the staff's query input types it `unknown`: the server coerces it). */
  page?: unknown;
  after?: string | undefined;
}

/** What a paged answer says of paging. */
export interface PagedAnswer {
  page: number;
  nextCursor: string | null;
}

/** The request with `after` (the cursor is optional on every paged endpoint's args). */
export type WithCursor<P> = P & { after?: string | undefined };

/** The request without `after`: page p asked by cursor and by number are one cache entry (no refetch). */
export function withoutCursor<P extends PagedParams>(params: P): Omit<P, 'after'> {
  const { after: _after, ...rest } = params;
  return rest;
}

/** The page a request asks (1 when unset or not a page number). */
export function pageOf(params: PagedParams): number {
  const page = Number(params.page ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The exact filters, page size and page of a request as a string (keys sorted, unset values left out).
 * `page` replaces the request's own page number.
 */
export function pageKey(params: PagedParams, page: number): string {
  const entries = Object.entries(withoutCursor(params))
    .filter(([name, value]) => name !== 'page' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([page, entries]);
}

/** The page shown in each list (by the list's name): its key and its `nextCursor`. Memory only. */
const shown = new Map<string, { key: string; nextCursor: string }>();

/** Remembers the answer shown in `list` for the page of key `key` (replacing the list's previous one). */
function remember(list: string, key: string, nextCursor: string | null): void {
  if (nextCursor === null) shown.delete(list);
  else shown.set(list, { key, nextCursor });
}

/** Remembers `answer` as shown in `list` for `params` (an answer to another page is not remembered). */
export function rememberShownPage(list: string, params: PagedParams, answer: PagedAnswer): void {
  if (answer.page === pageOf(params)) remember(list, pageKey(params, answer.page), answer.nextCursor);
}

/** Forgets every list's shown page (tests). */
export function forgetShownPages(): void {
  shown.clear();
}

/** The key of the page before the one `params` asks (same filters and size); null on page 1. */
const previousPageKey = (params: PagedParams): string | null => {
  const page = pageOf(params);
  return page > 1 ? pageKey(params, page - 1) : null;
};

/** The cursor to ask the page after the one of key `previousKey` by, if that page is the one shown. */
function shownCursor(list: string, previousKey: string | null): string | undefined {
  const entry = previousKey === null ? undefined : shown.get(list);
  return entry?.key === previousKey ? entry?.nextCursor : undefined;
}

const withAfter = <P extends PagedParams>(params: P, after: string | undefined): WithCursor<P> =>
  after === undefined ? params : { ...params, after };

/** The request for `params`: with `after` when the page before it, same filters and size, is shown. */
export function cursorParams<P extends PagedParams>(list: string, params: P): WithCursor<P> {
  return withAfter(params, shownCursor(list, previousPageKey(params)));
}

/**
 * `cursorParams` as a paged list asks it (`params` undefined while the list waits). The cursor is kept
 * for the page's key, so the answer arriving (the shown page then being this one) leaves the request as is.
 */
export function useCursorParams<P extends PagedParams>(list: string, params: P): WithCursor<P>;
export function useCursorParams<P extends PagedParams>(
  list: string,
  params: P | undefined,
): WithCursor<P> | undefined;
export function useCursorParams<P extends PagedParams>(
  list: string,
  params: P | undefined,
): WithCursor<P> | undefined {
  const previousKey = params ? previousPageKey(params) : null;
  const after = useMemo(() => shownCursor(list, previousKey), [list, previousKey]);
  return params && withAfter(params, after);
}

/** Remembers the page shown: `answer` is the list's `currentData` (the answer to `params`, or undefined). */
export function useShownPage(
  list: string,
  params: PagedParams | undefined,
  answer: PagedAnswer | undefined,
): void {
  const key = params && answer && answer.page === pageOf(params) ? pageKey(params, answer.page) : null;
  const nextCursor = answer?.nextCursor ?? null;
  useEffect(() => {
    if (key !== null) remember(list, key, nextCursor);
  }, [list, key, nextCursor]);
}
