import { hasAccess, type Language } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';

/** Seed 000 §9: at most 10 suggestions. */
export const SEARCH_LIMIT = 10;

/**
 * The items the user's roles may see (seed 000 §6, the same `hasAccess` as routes). A group or collapse
 * whose children are all hidden disappears too; dividers stay only between visible items.
 */
export function filterNavigation(items: readonly NavItem[], roles: readonly string[]): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    if (!hasAccess(item.auth, roles)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, roles);
      if ((item.type === 'group' || item.type === 'collapse') && children.length === 0) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  // Drop leading, trailing and doubled dividers left by hidden items.
  const result: NavItem[] = [];
  for (const item of visible) {
    if (item.type === 'divider' && (result.length === 0 || result.at(-1)?.type === 'divider')) continue;
    result.push(item);
  }
  while (result.at(-1)?.type === 'divider') result.pop();
  return result;
}

/** Every item and link with a url, depth first (search and shortcuts offer these). */
export function flattenNavigation(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [
    ...((item.type === 'item' || item.type === 'link') && item.url ? [item] : []),
    ...flattenNavigation(item.children ?? []),
  ]);
}

export function navTitle(item: NavItem, language: Language): string {
  return item.title?.[language] ?? item.id;
}

/**
 * Seed 000 §5: the query is trimmed and lower-cased; an empty query gives nothing; at most 10 suggestions.
 * An entry matches when its title (in the language on screen or the other one) contains the query; a group
 * or collapse whose own title matches brings all its pages ("dash" finds both dashboards).
 */
export function searchNavigation(tree: readonly NavItem[], query: string, language: Language): NavItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches = (item: NavItem) =>
    navTitle(item, language).toLowerCase().includes(needle) ||
    Object.values(item.title ?? {}).some((text) => text.toLowerCase().includes(needle));
  const found = new Map<string, NavItem>();
  const visit = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.children && matches(item)) {
        for (const page of flattenNavigation(item.children)) found.set(page.id, page);
      } else if (item.url && (item.type === 'item' || item.type === 'link') && matches(item)) {
        found.set(item.id, item);
      }
      if (item.children) visit(item.children);
    }
  };
  visit(tree);
  return [...found.values()].slice(0, SEARCH_LIMIT);
}

/** Is `url` active for `pathname`: exact match, or (not `exact`) a sub-path of it. */
export function isUrlActive(url: string | undefined, pathname: string, exact = false): boolean {
  if (!url) return false;
  if (pathname === url) return true;
  return !exact && pathname.startsWith(url.endsWith('/') ? url : `${url}/`);
}

/** A collapse is open by default when one of its descendants is active. */
export function hasActiveChild(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isUrlActive(child.url, pathname, child.exact) || hasActiveChild(child, pathname),
  );
}
