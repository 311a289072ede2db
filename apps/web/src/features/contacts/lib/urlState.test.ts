import { describe, expect, it } from 'vitest';
import { parseFilters, writeFilters } from '../../../shared/lib/urlFilters';
import { contactSort, encodeContactFilters } from '@cppcc/contracts';
import { contactUrlSchema, decodeContactFilters } from './urlState';

describe('the contacts list in the URL', () => {
  it('round-trips filters with any character, and ignores a broken one', () => {
    const filters = [
      { column: 'name' as const, operator: 'contains' as const, term: '王,&|"' },
      { column: 'company' as const, operator: 'ends-with' as const, term: '局' },
    ];
    const search = writeFilters(contactUrlSchema, new URLSearchParams(), {
      filters: encodeContactFilters(filters),
    });
    expect(decodeContactFilters(parseFilters(contactUrlSchema, search).filters)).toEqual(filters);
    expect(decodeContactFilters('[["nope","contains","x"]]')).toEqual([]);
    expect(decodeContactFilters('{not json')).toEqual([]);
    expect(encodeContactFilters([])).toBeUndefined();
  });

  it("sorts by the URL's column, else the own contacts by name and the directory as the server sends it", () => {
    const url = parseFilters(contactUrlSchema, new URLSearchParams('sort=company&order=desc'));
    expect(contactSort(url, false)).toEqual({ by: 'company', order: 'desc' });
    const bare = parseFilters(contactUrlSchema, new URLSearchParams('sort=bogus'));
    expect(contactSort(bare, false)).toEqual({ by: 'name', order: 'asc' });
    expect(contactSort(bare, true)).toBeNull();
  });
});
