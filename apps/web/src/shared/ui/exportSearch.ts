export type ExportParam = string | number | boolean | readonly string[] | null | undefined;
export type ExportParams = Readonly<Record<string, ExportParam>>;

/**
 * The export's query string: the list's params without paging (an export has all pages), empty values
 * left out, lists joined by commas as the list routes read them, then `columns` in their order.
 */
export function exportSearch(params: ExportParams, columns?: readonly string[]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' || key === 'pageSize' || value === undefined || value === null || value === '')
      continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  if (columns && columns.length > 0) search.set('columns', columns.join(','));
  return search.toString();
}
