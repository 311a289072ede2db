import type { IconEntry } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { iconRows, searchIcons, searchWords } from './iconSearch';

let order = 0;
const icon = (name: string, tags: string[] = [], code = 0xe000 + order): IconEntry => ({
  order,
  id: order++,
  name,
  prevSize: 32,
  code,
  ligatures: name,
  tags,
});

const icons = [
  icon('account_balance', ['action']),
  icon('add_alert', ['alert']),
  icon('warning', ['alert']),
  icon('content_copy', ['content', 'copy']),
  icon('copy_all', ['content']),
  icon('home', ['action']),
];
const names = (text: string) => searchIcons(icons, text).map((entry) => entry.name);

describe('icon search', () => {
  it('finds by any part of the name, spaces, underscores and case alike', () => {
    expect(names('balance')).toEqual(['account_balance']);
    expect(names('Account Balance')).toEqual(['account_balance']);
    expect(names('account_balance')).toEqual(['account_balance']);
    expect(names('  ')).toHaveLength(icons.length);
  });
  it('finds by a tag: the category or another name of the glyph', () => {
    expect(names('alert')).toEqual(['add_alert', 'warning']);
    expect(names('alert warn')).toEqual(['warning']);
    expect(names('action')).toEqual(['account_balance', 'home']);
  });
  it('puts names starting with the words first, keeping the font’s order otherwise', () => {
    expect(names('copy')).toEqual(['copy_all', 'content_copy']);
    expect(names('zzz')).toEqual([]);
  });
  it('reads words from at most 60 characters and cuts the list into rows', () => {
    expect(searchWords(`${'a'.repeat(70)} b`)).toEqual(['a'.repeat(60)]);
    expect(iconRows(icons, 4).map((row) => row.length)).toEqual([4, 2]);
    expect(iconRows(icons, 0).length).toBe(icons.length);
  });
});
