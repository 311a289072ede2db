import type { ImportResult } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { resultRows } from './resultFile';

const result: ImportResult = {
  kind: 'users',
  committed: true,
  counts: { create: 1, update: 1, skip: 0, invalid: 1 },
  invitations: 1,
  rows: [
    { row: 2, key: '13900000001', label: '王一', outcome: 'create', changes: [], problems: [] },
    { row: 3, key: '13900000002', label: '王二', outcome: 'update', changes: ['界别', '角色'], problems: [] },
    {
      row: 4,
      key: '139',
      label: '王三',
      outcome: 'invalid',
      changes: [],
      problems: [{ column: 'phone', header: '手机号', message: '请输入有效的手机号' }],
    },
  ],
};

describe('import result file', () => {
  it('lists each row with its outcome, changed columns or problems', () => {
    expect(resultRows(result, 'zh-CN')).toEqual([
      ['行号', '匹配依据', '名称', '结果', '问题 / 变更'],
      ['2', '13900000001', '王一', '新建', ''],
      ['3', '13900000002', '王二', '更新', '界别、角色'],
      ['4', '139', '王三', '有问题', '手机号：请输入有效的手机号'],
    ]);
    expect(resultRows(result, 'en')[2]?.[3]).toBe('Update');
  });
});
