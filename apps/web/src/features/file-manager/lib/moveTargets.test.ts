import { describe, expect, it } from 'vitest';
import { moveTargets } from './moveTargets';

const folders = [
  { id: 'r', name: '报告', folderId: null },
  { id: 'y', name: '2026', folderId: 'r' },
  { id: 'm', name: '会议', folderId: null },
];

describe('move targets', () => {
  it('offers the top and every folder with its path, but not where the item is', () => {
    expect(moveTargets({ id: 'f', kind: 'file', folderId: 'y' }, folders, '我的文件')).toEqual([
      { id: null, label: '我的文件' },
      // By pinyin: bao before hui.
      { id: 'r', label: '我的文件 / 报告' },
      { id: 'm', label: '我的文件 / 会议' },
    ]);
  });
  it('never offers a folder itself or a folder inside it', () => {
    expect(moveTargets({ id: 'r', kind: 'folder', folderId: null }, folders, 'My files')).toEqual([
      { id: 'm', label: 'My files / 会议' },
    ]);
  });
});
