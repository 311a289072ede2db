import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../shared/lib/urlFilters';
import { excerpt, publicFiltersSchema, publicQuery as queryOf } from './query';

const publicQuery = (search: URLSearchParams) => queryOf(parseFilters(publicFiltersSchema, search));

describe('public replies query', () => {
  it('reads q and page, dropping odd values', () => {
    expect(publicQuery(new URLSearchParams('q= 停车 &page=3'))).toEqual({ q: '停车', page: 3, pageSize: 10 });
    expect(publicQuery(new URLSearchParams('page=-1'))).toEqual({ page: 1, pageSize: 10 });
    expect(publicQuery(new URLSearchParams('page=abc&q='))).toEqual({ page: 1, pageSize: 10 });
  });
  it('cuts a long reply to one line', () => {
    expect(excerpt('一\n\n二')).toBe('一 二');
    expect(excerpt('x'.repeat(130))).toBe(`${'x'.repeat(120)}…`);
  });
});
