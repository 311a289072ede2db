import { describe, expect, it } from 'vitest';
import { filterUnits, unknownUnit } from './unitFilter';

const units = [
  { id: '1', name: '市发展和改革委员会', shortNames: ['发改委'], initials: ['sfzhggwyh', 'fgw'] },
  { id: '2', name: '市教育局', shortNames: ['教育局'], initials: ['sjyj', 'jyj'] },
];
const names = (query: string) => filterUnits(units, { inputValue: query }).map((unit) => unit.name);

describe('unit picker filter', () => {
  it('finds a unit by part of its name, a short name or pinyin initials', () => {
    expect(names('发改')).toEqual(['市发展和改革委员会']);
    expect(names('发改委')).toEqual(['市发展和改革委员会']);
    expect(names(' FGW ')).toEqual(['市发展和改革委员会']);
    expect(names('sfzhgg')).toEqual(['市发展和改革委员会']);
    expect(names('教育')).toEqual(['市教育局']);
    expect(names('')).toHaveLength(2);
    expect(names('卫健委')).toEqual([]);
  });

  it('an unknown id is shown as itself and matches nothing but its id', () => {
    expect(filterUnits([unknownUnit('abc')], { inputValue: 'abc' })).toHaveLength(1);
    expect(filterUnits([unknownUnit('abc')], { inputValue: 'fgw' })).toHaveLength(0);
  });
});
