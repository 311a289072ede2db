/** One placed widget: its grid span on wide screens (4 columns) and on tablets (2 columns). */
export interface Placed<T> {
  item: T;
  wideSpan: number;
  tabletSpan: number;
}

/**
 * Orders and sizes a dashboard's widgets so that no row leaves an empty cell (issue 34): each row takes the
 * next widgets in order that fit; when none of the rest fits the row's space, the row's last widget widens to
 * close it. On tablets (two columns, every widget one column wide) a lone last widget takes the whole row.
 */
export function placeWidgets<T>(items: readonly T[], spanOf: (item: T) => number, columns = 4): Placed<T>[] {
  const queue = items.map((item) => ({ item, span: Math.min(Math.max(1, spanOf(item)), columns) }));
  const placed: { item: T; span: number }[] = [];
  let free = columns;
  while (queue.length > 0) {
    const index = queue.findIndex((entry) => entry.span <= free);
    const last = placed.at(-1);
    if (index === -1 && last) {
      last.span += free;
      free = columns;
      continue;
    }
    const [entry] = queue.splice(Math.max(index, 0), 1);
    if (!entry) break;
    placed.push({ ...entry });
    free -= entry.span;
    if (free === 0) free = columns;
  }
  const lastPlaced = placed.at(-1);
  if (lastPlaced && free !== columns) lastPlaced.span += free;
  return placed.map((entry, index) => ({
    item: entry.item,
    wideSpan: entry.span,
    tabletSpan: index === placed.length - 1 && placed.length % 2 === 1 ? 2 : 1,
  }));
}
