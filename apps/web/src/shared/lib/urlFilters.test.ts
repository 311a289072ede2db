import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  dayParam,
  filterDefaults,
  filterSchema,
  filtersHref,
  flagParam,
  idParam,
  listParam,
  oneOfParam,
  pageParam,
  pageSizeParam,
  parseFilters,
  textParam,
  writeFilters,
} from './urlFilters';

const STATES = ['draft', 'submitted', 'closed'] as const;
const schema = filterSchema({
  state: listParam(STATES),
  kind: oneOfParam(['single', 'joint']),
  sort: oneOfParam(['updatedAt', 'title'], 'updatedAt'),
  unit: idParam(),
  excellent: flagParam(),
  from: dayParam(),
  q: textParam(5),
  page: pageParam(),
  pageSize: pageSizeParam([10, 20, 50], 20),
});
const parse = (search: string) => parseFilters(schema, new URLSearchParams(search));

describe('parseFilters', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({
      state: [],
      kind: undefined,
      sort: 'updatedAt',
      unit: undefined,
      excellent: undefined,
      from: '',
      q: '',
      page: 1,
      pageSize: 20,
    });
    expect(filterDefaults(schema)).toEqual(parse(''));
  });

  it('reads every kind of field', () => {
    expect(
      parse(
        'state=submitted,closed&kind=joint&sort=title&unit=u1&excellent=false&from=2026-03-01&q=交通&page=3&pageSize=50',
      ),
    ).toEqual({
      state: ['submitted', 'closed'],
      kind: 'joint',
      sort: 'title',
      unit: 'u1',
      excellent: false,
      from: '2026-03-01',
      q: '交通',
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back field by field on bad values, never throwing', () => {
    const filters = parse(
      'state=bogus,submitted,submitted&kind=x&sort=drop&excellent=maybe&from=2026-02-30&page=-2&pageSize=7&q=%20abcdefgh%20',
    );
    expect(filters).toEqual({ ...parse(''), state: ['submitted'], q: 'abcde' });
    expect(parse('page=abc&pageSize=&unit=%20%20').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
  });
});

describe('writeFilters', () => {
  const write = (base: string, patch: Parameters<typeof writeFilters<typeof schema>>[2]) =>
    writeFilters(schema, new URLSearchParams(base), patch).toString();

  it('leaves defaults and empty values out of the address', () => {
    expect(write('', { sort: 'updatedAt', q: '', state: [], page: 1, pageSize: 20 })).toBe('');
    expect(write('sort=title&q=a', { sort: 'updatedAt', q: ' ' })).toBe('');
  });

  it('round-trips what it writes', () => {
    const filters = { ...parse(''), state: ['draft' as const], excellent: true, unit: 'u9', page: 2 };
    expect(parseFilters(schema, writeFilters(schema, new URLSearchParams(), filters))).toEqual(filters);
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    expect(write('q=a&page=3', { q: 'b' })).toBe('q=b');
    expect(write('q=a&page=3', { page: 4 })).toBe('q=a&page=4');
    expect(write('q=a', { q: 'b', page: 2 })).toBe('q=b&page=2');
  });

  it('keeps params the schema does not know and ignores unknown keys', () => {
    expect(write('tab=2&q=a', { q: 'b' })).toBe('tab=2&q=b');
    expect(write('', { nope: 'x' } as never)).toBe('');
  });

  it('clears all but the named filters', () => {
    const base = 'q=a&sort=title&state=draft&page=3';
    expect(writeFilters(schema, new URLSearchParams(base), clearedFilters(schema, ['sort'])).toString()).toBe(
      'sort=title',
    );
  });

  it('builds links with filters set', () => {
    expect(filtersHref(schema, '/list', { state: ['submitted'] })).toBe('/list?state=submitted');
    expect(filtersHref(schema, '/list', {})).toBe('/list');
  });
});
