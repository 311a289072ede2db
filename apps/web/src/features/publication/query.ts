import type { PublicReplyQueryInput } from '@cppcc/contracts';

export const PUBLIC_PAGE_SIZE = 10;

/** The list query from the page's URL (q, page); odd values fall back, so a hand-edited URL never fails. */
export function publicQuery(
  search: URLSearchParams,
): PublicReplyQueryInput & { page: number; pageSize: number } {
  const q = search.get('q')?.trim().slice(0, 100);
  const page = Number(search.get('page'));
  return {
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PUBLIC_PAGE_SIZE,
  };
}

/** The start of a reply for the list: the first 120 characters on one line. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
