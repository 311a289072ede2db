import { describe, expect, it } from 'vitest';
import { exportSearch } from '../../shared/ui/exportSearch';
import { adminLogFiltersSchema, adminLogQuery } from './query';

describe('audit log filters', () => {
  it('trims the target words and keeps the export free of paging', () => {
    const filters = adminLogFiltersSchema.parse({
      action: 'user.rolesChanged',

      target: ' 王 ',
      page: '2',
    });
    expect(adminLogFiltersSchema.safeParse({ targetKind: 'nonsense' }).success).toBe(false);
    expect(adminLogQuery(filters)).toEqual({
      action: 'user.rolesChanged',
      target: '王',
      page: 2,
      pageSize: 50,
    });
    expect(exportSearch(adminLogQuery(filters))).toBe('action=user.rolesChanged&target=%E7%8E%8B');
  });
});
