import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../shared/lib/urlFilters';
import { exportSearch } from '../../shared/ui/exportSearch';
import { adminLogFiltersSchema, adminLogQuery } from './query';

describe('audit log filters', () => {
  it('trims the target words and keeps the export free of paging', () => {
    const parse = (search: string) => parseFilters(adminLogFiltersSchema, new URLSearchParams(search));
    const filters = parse('action=user.rolesChanged&target=%20王%20&page=2');
    expect(parse('targetKind=nonsense').targetKind).toBe('');
    expect(adminLogQuery(filters)).toEqual({
      action: 'user.rolesChanged',
      target: '王',
      page: 2,
      pageSize: 50,
    });
    expect(exportSearch(adminLogQuery(filters))).toBe('action=user.rolesChanged&target=%E7%8E%8B');
  });
});
