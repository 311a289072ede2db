import { productSchema, type Product } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** Issue 31 §2: product/save with sizes and weight as the template's text fields, beside our numbers. */
let ctx: TestContext;
const tokens = new Map<string, string>();
const api = apiClient(() => ctx, tokens);
const save = async (product: object) =>
  productSchema.parse(await api.ok<Product>('sam', 'POST', '/api/e-commerce-app/product/save', product));

beforeAll(async () => {
  ctx = await createTestContext();
  tokens.set('sam', await tokenFor(ctx, await createUser(ctx, ['staff'])));
}, 60_000);
afterAll(() => ctx.close());

describe('e-commerce product/save as the template sends it', () => {
  it('reads empty text as not given and a numeral as its number', async () => {
    const product = await save({
      name: '茶杯',
      priceTaxExcl: 10,
      quantity: 3,
      width: '',
      height: '12.5',
      depth: ' 4 ',
      weight: '',
    });
    expect(product).toMatchObject({ width: 0, height: 12.5, depth: 4, weight: 0 });
    // Saved again as the template would: the whole product, numbers as text.
    const again = await save({ ...product, width: '8', weight: '0.25' });
    expect(again).toMatchObject({ id: product.id, width: 8, height: 12.5, weight: 0.25 });
  });

  it('keeps our own form, and names a field whose text is no number', async () => {
    expect(
      await save({
        name: '茶盘',
        priceTaxExcl: 10,
        quantity: 1,
        width: 30,
        height: 2,
        depth: 20,
        weight: 1.5,
      }),
    ).toMatchObject({ width: 30, height: 2, depth: 20, weight: 1.5 });
    const refused = await api.fails(400, 'sam', 'POST', '/api/e-commerce-app/product/save', {
      name: '茶盘',
      priceTaxExcl: 10,
      quantity: 1,
      weight: 'heavy',
    });
    expect(Object.keys(refused.fields ?? {})).toContain('weight');
  });
});
