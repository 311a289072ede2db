import { describe, expect, it } from 'vitest';
import type { Contact } from '../contacts/contacts';
import {
  contactColumnText,
  contactSort,
  contactsMatching,
  encodeContactFilters,
  parseContactFilters,
  passesFilter,
  type ContactSort,
  type FilterOperator,
} from './contacts-filter';

const passes = (cell: string, operator: FilterOperator, term: string) =>
  passesFilter(cell, { operator, term });

describe('contact table filters', () => {
  it('contains, starts-with and ends-with ignore case and blanks', () => {
    expect(passes('市发展和改革委员会', 'contains', '改革')).toBe(true);
    expect(passes('市发展和改革委员会', 'contains', '教育')).toBe(false);
    expect(passes('Zhang Haitao', 'starts-with', ' zhang')).toBe(true);
    expect(passes('Zhang Haitao', 'starts-with', 'haitao')).toBe(false);
    expect(passes('li.wenbo@cppcc.example.cn', 'ends-with', '.CN')).toBe(true);
    expect(passes('li.wenbo@cppcc.example.cn', 'ends-with', 'cppcc')).toBe(false);
  });

  it('matches the whole value against * and ? wildcards, never as a regular expression', () => {
    expect(passes('0571-87012301', 'matches', '0571-*')).toBe(true);
    expect(passes('0571-87012301', 'matches', '0571')).toBe(false);
    expect(passes('王静', 'matches', '王?')).toBe(true);
    expect(passes('王晓燕', 'matches', '王?')).toBe(false);
    expect(passes('a.b', 'matches', 'a.b')).toBe(true);
    expect(passes('axb', 'matches', 'a.b')).toBe(false);
    expect(passes('(x)', 'matches', '(x)')).toBe(true);
  });

  it('greater-than and less-than compare numbers as numbers, text in address-book order', () => {
    expect(passes('10', 'greater-than', '9')).toBe(true);
    expect(passes('9', 'greater-than', '10')).toBe(false);
    expect(passes('1980-05-01', 'less-than', '1990-01-01')).toBe(true);
    expect(passes('1995-05-01', 'less-than', '1990-01-01')).toBe(false);
    expect(passes('Zhao', 'greater-than', 'li')).toBe(true);
    expect(passes('Li', 'less-than', 'zhao')).toBe(true);
    // An empty cell is neither greater nor less than anything.
    expect(passes('', 'greater-than', '0')).toBe(false);
    expect(passes('', 'less-than', 'z')).toBe(false);
  });

  it('filters nothing with an empty term', () => {
    for (const operator of ['contains', 'matches', 'greater-than'] as const)
      expect(passes('', operator, '  ')).toBe(true);
  });
});

describe('contacts list filter (page, list route and export alike)', () => {
  const contact = (name: string, lastName: string, company: string): Contact => ({
    id: `${lastName}${name}`,
    name,
    lastName,
    avatar: '',
    nickname: '',
    company,
    jobTitle: '',
    email: '',
    phone: '',
    address: '',
    birthday: '',
    notes: '',
    readOnly: false,
    section: null,
  });
  const people = [
    contact('伟', '张', '市教育局'),
    contact('静', '王', '市卫健委'),
    contact('娜', '李', '市教育局'),
  ];

  it('keeps the contacts passing every filter, sorted by one column in address-book order', () => {
    const filters = parseContactFilters('[["company","contains","教育"]]');
    expect(filters).toEqual([{ column: 'company', operator: 'contains', term: '教育' }]);
    const names = (sort: ContactSort | null) =>
      contactsMatching(people, filters ?? [], sort).map((one) => contactColumnText(one, 'name'));
    expect(names({ by: 'name', order: 'asc' })).toEqual(['李娜', '张伟']);
    expect(names({ by: 'name', order: 'desc' })).toEqual(['张伟', '李娜']);
    expect(names(null)).toEqual(['张伟', '李娜']);
  });

  it('reads a malformed filters param as null (the route answers 400) and writes none as absent', () => {
    expect(parseContactFilters('[["colour","contains","x"]]')).toBeNull();
    expect(parseContactFilters('{')).toBeNull();
    expect(parseContactFilters(undefined)).toEqual([]);
    expect(encodeContactFilters([])).toBeUndefined();
    expect(contactSort({ order: 'asc' }, false)).toEqual({ by: 'name', order: 'asc' });
    expect(contactSort({ order: 'asc' }, true)).toBeNull();
  });
});
