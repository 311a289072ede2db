import { taxIncludedPrice, type Product } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format';
import { productFormOf, productFormSchema } from './productForm';
import { pageOf, productRows } from './productRows';

const product = (
  id: string,
  name: string,
  price: number,
  quantity: number,
  extra: Partial<Product> = {},
): Product => ({
  id,
  name,
  handle: id,
  description: '',
  categories: ['茶具'],
  tags: [],
  featuredImageId: '',
  images: [],
  priceTaxExcl: price,
  priceTaxIncl: taxIncludedPrice(price, 10),
  taxRate: 10,
  comparedPrice: 0,
  quantity,
  sku: `SKU-${id}`,
  width: 0,
  height: 0,
  depth: 0,
  weight: 0,
  extraShippingFee: 3,
  active: true,
  updated: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const products = [
  product('a', '紫砂壶', 388, 3),
  product('b', 'Teacup', 68, 120, { categories: ['瓷器'] }),
  product('c', '茶杯', 9.99, 0, { tags: ['礼盒'] }),
];

describe('the products list', () => {
  it('searches name, SKU, category and tag; sorts numbers as numbers', () => {
    expect(productRows(products, { q: 'teacup', sort: 'name', order: 'asc' }).map((p) => p.id)).toEqual([
      'b',
    ]);
    expect(productRows(products, { q: 'sku-a', sort: 'name', order: 'asc' }).map((p) => p.id)).toEqual(['a']);
    expect(productRows(products, { q: '瓷器', sort: 'name', order: 'asc' }).map((p) => p.id)).toEqual(['b']);
    expect(productRows(products, { q: '礼盒', sort: 'name', order: 'asc' }).map((p) => p.id)).toEqual(['c']);
    expect(productRows(products, { q: '', sort: 'priceTaxIncl', order: 'asc' }).map((p) => p.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(productRows(products, { q: '', sort: 'quantity', order: 'desc' }).map((p) => p.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
  it('pages, the last page past the end', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 9, 2)).toEqual([5]);
  });
});

describe('the product editor', () => {
  it('reads numbers from their boxes and names a bad one', () => {
    const form = { ...productFormOf(null), name: '茶杯', priceTaxExcl: '9.99', quantity: '5' };
    const parsed = productFormSchema.parse(form);
    expect(parsed).toMatchObject({ priceTaxExcl: 9.99, taxRate: 10, extraShippingFee: 3, quantity: 5 });
    const bad = productFormSchema.safeParse({ ...form, priceTaxExcl: '', quantity: '1.5' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['priceTaxExcl', 'shop.number'],
      ['quantity', 'shop.wholeNumber'],
    ]);
  });
});

describe('order dates', () => {
  it('are year/month/day hour:minute:second', () => {
    expect(formatOrderDate('2026-03-04T05:06:07.000Z')).toMatch(/^2026\/03\/0[45] \d{2}:06:07$/);
  });
});
