import type { FileManagerPathEntry } from '@cppcc/contracts';
import type { ItemRow } from './repository';

/** The `folder_id` of items at the top. */
export const TOP = '';

/** One user's items as a tree: folder sizes, paths and descendants, computed from all of them at once. */
export function itemTree(rows: readonly ItemRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<string, ItemRow[]>();
  for (const row of rows) children.set(row.folderId, [...(children.get(row.folderId) ?? []), row]);
  const sizes = new Map<string, number>();

  function sizeOf(row: ItemRow): number {
    if (row.kind === 'file') return row.size;
    const known = sizes.get(row.id);
    if (known !== undefined) return known;
    const total = (children.get(row.id) ?? []).reduce((sum, child) => sum + sizeOf(child), 0);
    sizes.set(row.id, total);
    return total;
  }

  /** The folders from the top down to `folderId` itself (empty for the top). */
  function pathTo(folderId: string): FileManagerPathEntry[] {
    const path: FileManagerPathEntry[] = [];
    let current = byId.get(folderId);
    // A move never makes a cycle (the service refuses it); the bound only guards against a broken row.
    while (current && path.length <= rows.length) {
      path.unshift({ id: current.id, name: current.name });
      current = byId.get(current.folderId);
    }
    return path;
  }

  /** The item and everything inside it. */
  function subtree(id: string): ItemRow[] {
    const root = byId.get(id);
    if (!root) return [];
    const out: ItemRow[] = [root];
    for (let index = 0; index < out.length; index += 1)
      out.push(...(children.get(out[index]?.id ?? '') ?? []));
    return out;
  }

  return {
    get: (id: string) => byId.get(id),
    childrenOf: (folderId: string) => children.get(folderId) ?? [],
    folders: () => rows.filter((row) => row.kind === 'folder'),
    sizeOf,
    pathTo,
    subtree,
  };
}
export type ItemTree = ReturnType<typeof itemTree>;
