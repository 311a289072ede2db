import path from 'node:path';
import {
  FILE_MANAGER_ROOT_NAME,
  previewOf,
  type FileManagerItem,
  type FileManagerKind,
  type Language,
} from '@cppcc/contracts';
import { fromDbBool } from '../../db/values';
import type { ItemRow } from './repository';
import { TOP, type ItemTree } from './tree';

/** The location as people read it: 我的文件 / 报告 / 2026. */
export function locationOf(tree: ItemTree, folderId: string, language: Language): string {
  return [FILE_MANAGER_ROOT_NAME[language], ...tree.pathTo(folderId).map((entry) => entry.name)].join(' / ');
}

/** 'folder', or the file's extension in capitals ('PDF'); 'FILE' without one. */
function typeOf(row: ItemRow): string {
  if (row.kind === 'folder') return 'folder';
  return path.extname(row.name).slice(1).toUpperCase() || 'FILE';
}

export function presentItem(
  row: ItemRow,
  tree: ItemTree,
  owner: { id: string; displayName: string },
  language: Language,
): FileManagerItem {
  return {
    id: row.id,
    kind: row.kind as FileManagerKind,
    name: row.name,
    type: typeOf(row),
    contentType: row.contentType,
    owner,
    size: tree.sizeOf(row),
    createdAt: row.createdAt,
    modifiedAt: row.updatedAt,
    modified: row.updatedAt,
    opened: row.updatedAt,
    folderId: row.folderId === TOP ? null : row.folderId,
    location: locationOf(tree, row.folderId, language),
    offline: fromDbBool(row.offline),
    preview: row.kind === 'file' ? previewOf(row.contentType) : null,
  };
}

/** Folders first, then by name as a Chinese reader sorts (pinyin), numbers by value. */
export function byKindAndName(a: ItemRow, b: ItemRow): number {
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
  return a.name.localeCompare(b.name, 'zh-CN', { numeric: true });
}
