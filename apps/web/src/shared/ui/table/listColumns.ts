import { defaultListColumns, type ListId } from '@cppcc/contracts';

/**
 * The column choice of a list (issue 30 §3), as the URL's `columns` param holds it: the visible column ids
 * in order, comma-separated; absent = the list's defaults (the contract's `shown` columns). Pure functions,
 * so the hook and the chooser stay thin and the rules are tested without a browser.
 */
export const COLUMNS_PARAM = 'columns';

/** The list's default columns among those the page has (in the contract's order). */
export function defaultColumnIds(listId: ListId, pageIds: readonly string[]): string[] {
  const defaults = defaultListColumns(listId).filter((id) => pageIds.includes(id));
  return defaults.length > 0 ? defaults : [...pageIds];
}

/**
 * The visible ids from the param: unknown ids and repeats dropped; nothing left (or no param) → the defaults,
 * so a hand-edited or outdated link never leaves the list without columns.
 */
export function visibleColumnIds(listId: ListId, pageIds: readonly string[], param: string | null): string[] {
  const ids = [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => pageIds.includes(id)),
    ),
  ];
  return ids.length > 0 ? ids : defaultColumnIds(listId, pageIds);
}

/** The param for a choice: null (left out of the URL) when it is the defaults. */
export function columnsParam(
  listId: ListId,
  pageIds: readonly string[],
  ids: readonly string[],
): string | null {
  const defaults = defaultColumnIds(listId, pageIds);
  const same = ids.length === defaults.length && ids.every((id, index) => id === defaults[index]);
  return same ? null : ids.join(',');
}

/** The chooser's rows: the visible columns in their order, then the hidden ones in the page's order. */
export function chooserRows(pageIds: readonly string[], visible: readonly string[]) {
  return [
    ...visible.map((id) => ({ id, shown: true })),
    ...pageIds.filter((id) => !visible.includes(id)).map((id) => ({ id, shown: false })),
  ];
}

/** Shows a hidden column (at the end) or hides a shown one; the last visible column stays. */
export function toggleColumn(visible: readonly string[], id: string): string[] {
  if (!visible.includes(id)) return [...visible, id];
  return visible.length > 1 ? visible.filter((other) => other !== id) : [...visible];
}

/** Moves a visible column one place up (-1) or down (+1); at an end it stays. */
export function moveColumn(visible: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = visible.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= visible.length) return [...visible];
  const next = [...visible];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** A visible column dragged onto another's place (the others shift); onto itself or a hidden one: no change. */
export function dropColumn(visible: readonly string[], dragged: string, onto: string): string[] {
  const from = visible.indexOf(dragged);
  const to = visible.indexOf(onto);
  if (from < 0 || to < 0 || from === to) return [...visible];
  const next = [...visible];
  next.splice(from, 1);
  next.splice(to, 0, dragged);
  return next;
}

/** The page's columns, visible ones only, in the chosen order. */
export function orderedColumns<C extends { id: string }>(columns: readonly C[], ids: readonly string[]): C[] {
  return ids.flatMap((id) => columns.filter((column) => column.id === id));
}

/**
 * A list's tab that lives in the path, not the query (the staff's handling queue, the mail folder): a saved
 * view keeps it among its params under this key, and opening the view goes to that tab.
 */
export const TAB_PARAM = 'listTab';

/**
 * What a saved view keeps of the URL: every param but the page and the column choice (kept apart), and the
 * list's tab when it has one.
 */
export function viewParams(search: URLSearchParams, tab?: string): Record<string, string> {
  const params = Object.fromEntries(
    [...search].filter(([key]) => key !== 'page' && key !== COLUMNS_PARAM && key !== TAB_PARAM),
  );
  return tab === undefined ? params : { ...params, [TAB_PARAM]: tab };
}

/** The tab a view was saved on; null for a view of a list without tabs (it opens on the current tab). */
export function viewTab(view: { params: Record<string, string> }): string | null {
  return view.params[TAB_PARAM] ?? null;
}

/** The URL of a saved view: its params and, unless they are the defaults, its columns. */
export function viewSearch(
  listId: ListId,
  pageIds: readonly string[],
  view: { params: Record<string, string>; columns: readonly string[] },
): URLSearchParams {
  const search = new URLSearchParams(view.params);
  search.delete('page');
  search.delete(TAB_PARAM);
  const columns = columnsParam(listId, pageIds, visibleColumnIds(listId, pageIds, view.columns.join(',')));
  if (columns !== null) search.set(COLUMNS_PARAM, columns);
  return search;
}

/** Whether the URL shows the view: the same tab, the same params (any order) and the same columns. */
export function showsView(
  listId: ListId,
  pageIds: readonly string[],
  search: URLSearchParams,
  view: { params: Record<string, string>; columns: readonly string[] },
  tab?: string,
): boolean {
  const savedTab = viewTab(view);
  if (savedTab !== null && savedTab !== tab) return false;
  // Any fixed order will do; code-unit order, as `localeCompare` would build the ICU collator (~30–60 ms).
  const canonical = (params: URLSearchParams) =>
    [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).join('&');
  const current = new URLSearchParams(search);
  current.delete('page');
  return canonical(current) === canonical(viewSearch(listId, pageIds, view));
}
