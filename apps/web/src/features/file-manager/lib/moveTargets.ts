import type { FileManagerFolder, FileManagerItem } from '@cppcc/contracts';

export interface MoveTarget {
  /** null: the top. */
  id: string | null;
  /** The folder's path from the top: 报告 / 2026. */
  label: string;
}

/**
 * Where an item may go: the top and every folder, but not where it already is, nor a folder into itself or
 * below itself (the server refuses those too). Sorted by path so a folder follows its parent.
 */
export function moveTargets(
  item: Pick<FileManagerItem, 'id' | 'kind' | 'folderId'>,
  folders: readonly FileManagerFolder[],
  rootLabel: string,
): MoveTarget[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const chain = (folder: FileManagerFolder): FileManagerFolder[] => {
    const out: FileManagerFolder[] = [];
    let current: FileManagerFolder | undefined = folder;
    while (current && out.length <= folders.length) {
      out.unshift(current);
      current = current.folderId ? byId.get(current.folderId) : undefined;
    }
    return out;
  };
  const targets: MoveTarget[] = folders
    .map((folder) => ({ folder, path: chain(folder) }))
    .filter(({ path }) => item.kind !== 'folder' || !path.some((entry) => entry.id === item.id))
    .map(({ folder, path }) => ({
      id: folder.id,
      label: [rootLabel, ...path.map((entry) => entry.name)].join(' / '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'zh-CN', { numeric: true }));
  return [{ id: null, label: rootLabel }, ...targets].filter((target) => target.id !== item.folderId);
}
