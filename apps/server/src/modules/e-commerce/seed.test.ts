import {
  COURSE_LENGTHS,
  DEMO_ACCOUNTS,
  isCourseCompleted,
  ORDER_STATUSES,
  taxIncludedPrice,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { academyService } from '../academy/service';
import { ordersService } from './orders';
import { productsService } from './products';

describe('academy and shop demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 180_000);
  afterAll(() => t.cleanup());

  it('seeds 12 courses of 11 steps in every category and length, each account part-way', async () => {
    const service = academyService(t.db.kysely);
    const users = await t.db.kysely.selectFrom('users').select(['id', 'email']).execute();
    for (const account of DEMO_ACCOUNTS) {
      const id = users.find((user) => user.email === account.email)?.id ?? '';
      const courses = await service.courses(id, 'zh-CN');
      expect(courses).toHaveLength(12);
      expect(courses.every((course) => course.totalSteps === 11)).toBe(true);
      expect(new Set(courses.map((course) => course.category)).size).toBe(4);
      expect(new Set(courses.map((course) => course.length))).toEqual(new Set(COURSE_LENGTHS));
      expect(courses.filter(isCourseCompleted)).toHaveLength(2);
      expect(courses.filter((course) => course.activeStep > 0 && !isCourseCompleted(course))).toHaveLength(3);
    }
    const [first] = await service.courses(users[0]?.id ?? '', 'en');
    expect(first?.title).toBe('Web basics: HTML and CSS');
  });

  it('seeds 24 products and 20 orders using all 14 statuses', async () => {
    const products = await productsService(t.db.kysely).list('zh-CN');
    expect(products).toHaveLength(24);
    for (const product of products) {
      expect(product.taxRate).toBe(10);
      expect(product.extraShippingFee).toBe(3);
      expect(product.priceTaxIncl).toBe(taxIncludedPrice(product.priceTaxExcl, 10));
      expect(product.images[0]?.id).toBe(product.featuredImageId);
    }
    expect(products.filter((product) => !product.active).length).toBeGreaterThan(0);
    expect(products.filter((product) => product.quantity === 0).length).toBeGreaterThan(0);
    const orders = await ordersService(t.db.kysely).list('en');
    expect(orders).toHaveLength(20);
    expect(new Set(orders.flatMap((order) => order.status.map((entry) => entry.name)))).toEqual(
      new Set(ORDER_STATUSES.map((status) => status.en)),
    );
    // Each address carries its city's coordinates, stored with it, which the order page draws on its map.
    for (const { customer } of orders)
      for (const { address, lat, lng } of [customer.invoiceAddress, customer.shippingAddress]) {
        expect(address).toMatch(/^浙江省/);
        expect([lat > 27 && lat < 31.5, lng > 118 && lng < 123]).toEqual([true, true]);
      }
    expect(new Set(orders.map((order) => order.customer.invoiceAddress.lat)).size).toBeGreaterThan(4);
    expect(new Set(orders.map((order) => order.payment.method)).size).toBe(4);
    expect(
      new Set(orders.flatMap((order) => order.shippingDetails.map((detail) => detail.carrier))).size,
    ).toBe(3);
  });
});
