import { describe, expect, it } from 'vitest';
import { PLANS, priceOf } from './plans';

describe('plans', () => {
  it('charges ten months for a year, and each plan more than the one before', () => {
    const standard = PLANS[1]!;
    expect(priceOf(standard, 'monthly')).toBe(5000);
    expect(priceOf(standard, 'yearly')).toBe(50000);
    for (const period of ['monthly', 'yearly'] as const) {
      const prices = PLANS.map((plan) => priceOf(plan, period));
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }
  });
});
