import { describe, expect, it } from 'vitest';
import { isCourseCompleted } from '../academy';
import { productInputSchema, taxIncludedPrice } from './products';

describe('e-commerce contract', () => {
  it('computes the tax-included price to the cent', () => {
    expect(taxIncludedPrice(9.99, 10)).toBe(10.99);
    expect(taxIncludedPrice(100, 13)).toBe(113);
    expect(taxIncludedPrice(0.05, 10)).toBe(0.06);
  });
  it('names the featured image that is not one of the images', () => {
    const result = productInputSchema.safeParse({
      name: 'x',
      priceTaxExcl: 1,
      quantity: 1,
      featuredImageId: 'a',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['featuredImageId']);
  });
  it('counts a course finished once its last step is done', () => {
    expect(isCourseCompleted({ activeStep: 10, totalSteps: 11 })).toBe(false);
    expect(isCourseCompleted({ activeStep: 11, totalSteps: 11 })).toBe(true);
  });
});
