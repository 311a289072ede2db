import type { SortOrder } from './types';

/**
 * What the table shows for a query's state: `loading` before the first answer (no count, no rows — never a
 * "共 0 条" flash), `error` when it failed with nothing to show, `empty` for an answer without rows, `rows`
 * otherwise (a refetch keeps showing the previous rows, dimmed).
 */
export type TableView = 'loading' | 'error' | 'empty' | 'rows';

export function tableView(state: { rows: readonly unknown[] | undefined; failed: boolean }): TableView {
  if (state.rows === undefined) return state.failed ? 'error' : 'loading';
  return state.rows.length === 0 ? 'empty' : 'rows';
}

/** MUI's page is 0-based and must lie within the count, or it warns and shows nothing. */
export function zeroBasedPage(page: number, pageSize: number, total: number): number {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return Math.min(Math.max(0, page - 1), last);
}

/** A click on a sort header: the same column flips its order, another column starts with its natural one. */
export function nextSort(
  current: { by: string; order: SortOrder },
  key: string,
  firstOrder: (key: string) => SortOrder = () => 'desc',
): { by: string; order: SortOrder } {
  if (current.by === key) return { by: key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { by: key, order: firstOrder(key) };
}

/** Select all selectable rows on the page, or none if they all are. */
export function toggleAll(ids: readonly string[], selected: ReadonlySet<string>): ReadonlySet<string> {
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  return all ? new Set() : new Set(ids);
}

export function toggleOne(id: string, selected: ReadonlySet<string>): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** 万: the unit large numbers are read in, in Chinese. */
const WAN = 10_000;

/**
 * A total the server stopped counting at (`totalCapped`: the total is the list's cap, proposalCountCap in
 * the contracts), so the list never claims an exact count it does not know: "10,000+" / "1,000+" in English,
 * 「1万+」 / 「1000+」 in Chinese (read in 万 from ten thousand; below it written as the exact counts are).
 */
export function cappedCount(total: number, language: string): string {
  if (!language.startsWith('zh')) return `${total.toLocaleString(language)}+`;
  return total >= WAN && total % WAN === 0 ? `${total / WAN}万+` : `${total}+`;
}
