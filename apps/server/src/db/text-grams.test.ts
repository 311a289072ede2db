import { describe, expect, it } from 'vitest';
import { gramDocument, gramToken } from './text-grams';

describe('text grams', () => {
  it('writes every distinct 1- and 2-character gram of the lower-cased text as a hex token', () => {
    expect(gramDocument('养老养老').split(' ')).toEqual([
      gramToken('养'),
      gramToken('养老'),
      gramToken('老'),
      gramToken('老养'),
    ]);
    expect(gramToken('养老')).toBe('517bx8001');
    expect(gramDocument('AB').split(' ')).toEqual(['61', '61x62', '62']);
  });

  it('keeps characters outside the basic plane and punctuation as one gram each', () => {
    const tokens = gramDocument('𠮷，a').split(' ');
    expect(tokens).toContain(gramToken('𠮷，'));
    expect(tokens).toContain(gramToken('，'));
    expect(tokens).toContain(gramToken('，a'));
    expect(gramDocument('')).toBe('');
  });
});
