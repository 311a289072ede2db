import { describe, expect, it } from 'vitest';
import { exportSearch } from './exportSearch';

describe('exportSearch', () => {
  it('keeps the filter and sort, drops paging and empty values, joins lists, adds the columns in order', () => {
    const search = exportSearch(
      {
        sessionId: 's1',
        state: ['registered', 'assigned'],
        q: '',
        kind: undefined,
        excellent: false,
        page: 3,
        pageSize: 50,
        sort: 'number',
      },
      ['title', 'number'],
    );
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      sessionId: 's1',
      state: 'registered,assigned',
      excellent: 'false',
      sort: 'number',
      columns: 'title,number',
    });
    expect(exportSearch({ state: [] })).toBe('');
  });
});
