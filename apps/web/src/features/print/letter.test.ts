import { describe, expect, it } from 'vitest';
import { bodyParagraphs, classMark, letterDate, salutation } from './letter';

describe('reply letter text', () => {
  it('marks the class', () => {
    expect(classMark('A')).toBe('「A类」');
    expect(classMark('B类')).toBe('「B类」');
    expect(classMark(null)).toBe('');
    expect(classMark(' ')).toBe('');
  });
  it('writes the date in Chinese without leading zeros', () => {
    expect(letterDate(new Date(2026, 0, 5, 12).toISOString())).toBe('2026年1月5日');
    expect(letterDate(null)).toBe('');
    expect(letterDate('nonsense')).toBe('');
  });
  it('splits the body into paragraphs without hand-made indentation', () => {
    expect(bodyParagraphs('　　第一段。\n\n  第二段。 \n')).toEqual(['第一段。', '第二段。']);
  });
  it('greets the first proposer', () => {
    expect(salutation('张三')).toBe('张三委员：');
    expect(salutation('委员 李四')).toBe('李四委员：');
  });
});
