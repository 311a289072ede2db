import { describe, expect, it } from 'vitest';
import { joinShortNames, splitShortNames } from './shortNames';

describe('unit short names field', () => {
  it('splits on Chinese and Western commas and 、, dropping blanks; joins with 、', () => {
    expect(splitShortNames(' 发改委、市发改委, 发改，,  ')).toEqual(['发改委', '市发改委', '发改']);
    expect(splitShortNames('')).toEqual([]);
    expect(joinShortNames(['发改委', '市发改委'])).toBe('发改委、市发改委');
    expect(splitShortNames(joinShortNames(['卫健委', '市卫健委']))).toEqual(['卫健委', '市卫健委']);
  });
});
