import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts';

describe('formatAmount', () => {
  it('shows string amounts as yuan with two decimals, leaving anything else as it is', () => {
    expect(formatAmount('9000.00', 'zh-CN')).toBe('¥9,000.00');
    expect(formatAmount('675.6', 'en')).toBe('CN¥675.60');
    expect(formatAmount('n/a', 'en')).toBe('n/a');
  });
});
