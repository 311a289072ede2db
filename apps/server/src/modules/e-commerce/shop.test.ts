import type { Order, Product, ProductImage } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { ordersService } from './orders';
import { testOrder } from '../../test/shop-order';
import { PNG } from '../../test/workflow';

/** The e-commerce app's calls: products (save replaces or appends, tax-included price), orders and status. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const save = (who: string, product: Record<string, unknown>) =>
  api.ok<Product>(who, 'POST', '/api/e-commerce-app/product/save', product);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people = {
    sam: await createUser(ctx, ['staff']),
    ann: await createUser(ctx, ['members']),
    uma: await createUser(ctx, ['user']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('e-commerce products', () => {
  it('appends, replaces and deletes a product; computes the tax-included price', async () => {
    const upload = multipart('cup.png', 'image/png', PNG);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/e-commerce-app/product-image',
      headers: { ...upload.headers, authorization: `Bearer ${tokens.get('sam') ?? ''}` },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json<ProductImage>();
    expect(image.url).toBe(`/api/e-commerce-app/images/${image.id}`);
    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/png');

    const created = await save('sam', {
      name: '茶杯 Teacup',
      priceTaxExcl: 9.99,
      quantity: 5,
      images: [image],
      featuredImageId: image.id,
      priceTaxIncl: 1,
    });
    expect(created).toMatchObject({
      handle: 'teacup',
      taxRate: 10,
      priceTaxIncl: 10.99,
      extraShippingFee: 3,
      active: true,
      images: [image],
      featuredImageId: image.id,
    });
    const replaced = await save('sam', {
      ...created,
      name: '茶杯',
      priceTaxExcl: 100,
      taxRate: 13,
      tags: ['瓷', '瓷'],
    });
    expect(replaced).toMatchObject({ id: created.id, name: '茶杯', priceTaxIncl: 113, tags: ['瓷'] });
    const en = await api.call(
      'ann',
      'GET',
      `/api/e-commerce-app/product?productId=${created.id}`,
      undefined,
      {
        'accept-language': 'en',
      },
    );
    expect(en.json<Product>().name).toBe('茶杯 Teacup');
    expect(await api.ok<Product[]>('ann', 'GET', '/api/e-commerce-app/products')).toHaveLength(1);
    expect(
      await api.ok('sam', 'POST', '/api/e-commerce-app/product/remove', { productId: created.id }),
    ).toEqual({
      id: created.id,
    });
    expect(await api.ok<Product[]>('ann', 'GET', '/api/e-commerce-app/products')).toEqual([]);
    await api.fails(404, 'ann', 'GET', `/api/e-commerce-app/product?productId=${created.id}`);
  });

  it('answers 400 naming the field; readers may not write', async () => {
    const price = await api.fails(400, 'sam', 'POST', '/api/e-commerce-app/product/save', {
      name: 'x',
      priceTaxExcl: -1,
      quantity: 1,
    });
    expect(Object.keys(price.fields ?? {})).toEqual(['priceTaxExcl']);
    const quantity = await api.fails(400, 'sam', 'POST', '/api/e-commerce-app/product/save', {
      name: 'x',
      priceTaxExcl: 1,
      quantity: 1.5,
    });
    expect(Object.keys(quantity.fields ?? {})).toEqual(['quantity']);
    const featured = await api.fails(400, 'sam', 'POST', '/api/e-commerce-app/product/save', {
      name: 'x',
      priceTaxExcl: 1,
      quantity: 1,
      featuredImageId: 'other',
    });
    expect(Object.keys(featured.fields ?? {})).toEqual(['featuredImageId']);
    await api.fails(403, 'ann', 'POST', '/api/e-commerce-app/product/save', {
      name: 'x',
      priceTaxExcl: 1,
      quantity: 1,
    });
  });
});

describe('e-commerce orders', () => {
  it('answers orders with their status history and adds a status', async () => {
    const id = await ordersService(ctx.db.kysely).create(testOrder('T-1', '2026-11-01T08:00:00.000Z'), [
      { status: 11, date: '2026-11-01T08:00:00.000Z' },
    ]);
    const [listed] = await api.ok<Order[]>('sam', 'GET', '/api/e-commerce-app/orders');
    expect(listed).toMatchObject({
      id,
      reference: 'T-1',
      status: [{ status: 11, name: '等待 PayPal 付款' }],
    });
    const added = await api.ok<Order>('sam', 'POST', '/api/e-commerce-app/order/status', {
      orderId: id,
      status: 2,
    });
    expect(added.status.map((entry) => entry.status)).toEqual([11, 2]);
    const en = await api.call('sam', 'GET', `/api/e-commerce-app/order?orderId=${id}`, undefined, {
      'accept-language': 'en',
    });
    expect(en.json<Order>().status.map((entry) => entry.name)).toEqual([
      'Awaiting PayPal payment',
      'Payment accepted',
    ]);
    const bad = await api.fails(400, 'sam', 'POST', '/api/e-commerce-app/order/status', {
      orderId: id,
      status: 15,
    });
    expect(Object.keys(bad.fields ?? {})).toEqual(['status']);
    await api.fails(403, 'ann', 'POST', '/api/e-commerce-app/order/status', { orderId: id, status: 2 });
    // Customers' phones and addresses are for the shop's staff: members and self-registered users may not read.
    for (const who of ['ann', 'uma']) {
      await api.fails(403, who, 'GET', '/api/e-commerce-app/orders');
      await api.fails(403, who, 'GET', `/api/e-commerce-app/order?orderId=${id}`);
    }
    await api.fails(404, 'sam', 'POST', '/api/e-commerce-app/order/status', { orderId: 'nope', status: 2 });
  });
});
