/** A list's query params as its page holds them (zod input types: values may be typed `unknown`). */
export type ExportParams = object;

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/**
 * The export's query string: the list's params without paging (an export has all pages), empty values
 * left out, lists joined by commas as the list routes read them, then `columns` in their order.
 */
export function exportSearch(params: ExportParams, columns?: readonly string[]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' || key === 'pageSize') continue;
    const shown = Array.isArray(value) ? value.map(text).filter(Boolean).join(',') : text(value);
    if (shown) search.set(key, shown);
  }
  if (columns && columns.length > 0) search.set('columns', columns.join(','));
  return search.toString();
}
