import {
  CARRIERS,
  ORDER_STATUSES,
  orderTotals,
  PAYMENT_METHODS,
  PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE,
  PRODUCT_DEFAULT_TAX_RATE,
  slugify,
  type OrderStatusId,
  type Product,
} from '@cppcc/contracts';
import { ordersService } from '../modules/e-commerce/orders';
import { productsService } from '../modules/e-commerce/products';
import { DAY, HOUR } from './clock';
import { seedPicture } from './seed-pictures';
import { SAMPLE_CUSTOMERS, SAMPLE_PRODUCTS } from './shop-data';
import type { Seeder } from './types';

export const SEED_ORDER_COUNT = 20;

/** Status histories the seed's orders walk through: together they use all 14 statuses. */
const HISTORIES: readonly OrderStatusId[][] = [
  [1, 2, 3, 4, 5],
  [10, 2, 3, 4],
  [11, 2, 3],
  [14],
  [9, 3],
  [13],
  [8, 6],
  [12, 3, 4, 5],
  [2, 3, 4, 5, 7],
  [1, 6],
];

/**
 * The e-commerce app's demo data (issue 17): 24 products (every one with its studio picture from seed-pictures/, two out of
 * stock, two inactive) written through the products service and its picture checks, and 20 orders of 1–3
 * of them, with payments of the four methods, the three carriers and status histories using all 14 statuses.
 */
export const shopSeeder: Seeder = {
  name: '0023_shop',
  async run(ctx) {
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@cppcc.demo')
      .executeTakeFirst();
    if (!admin) throw new Error('Seed: the demo admin is missing');
    const products = productsService(ctx.db, { now: ctx.clock.now });
    const orders = ordersService(ctx.db, { now: ctx.clock.now });
    const started = Date.now();
    const made: Product[] = [];
    for (const [index, sample] of SAMPLE_PRODUCTS.entries()) {
      ctx.clock.set(started - (SAMPLE_PRODUCTS.length - index) * DAY);
      const picture = await ctx.services.productImages.store(
        admin.id,
        `${slugify(sample.en)}.jpg`,
        'image/jpeg',
        seedPicture(slugify(sample.en)),
      );
      const id = await products.seed(
        {
          name: sample.zh,
          handle: slugify(sample.en),
          description: sample.zhText,
          categories: [sample.category],
          tags: [...sample.tags],
          featuredImageId: picture.id,
          images: [picture],
          priceTaxExcl: sample.price,
          taxRate: PRODUCT_DEFAULT_TAX_RATE,
          comparedPrice: Math.round(sample.price * 1.2),
          quantity: sample.quantity,
          sku: `CPPCC-${String(index + 1).padStart(4, '0')}`,
          width: 10 + (index % 5) * 5,
          height: 8 + (index % 4) * 4,
          depth: 4 + (index % 3) * 3,
          weight: Math.round((0.2 + (index % 6) * 0.3) * 10) / 10,
          extraShippingFee: PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE,
          active: index % 11 !== 10,
        },
        { name: sample.en, description: sample.enText },
      );
      made.push(await products.get(id, 'zh-CN'));
    }
    for (let index = 0; index < SEED_ORDER_COUNT; index += 1) {
      const customer = SAMPLE_CUSTOMERS[index % SAMPLE_CUSTOMERS.length] ?? SAMPLE_CUSTOMERS[0];
      const history = HISTORIES[index % HISTORIES.length] ?? [1];
      const placed = started - (SEED_ORDER_COUNT - index) * 2 * DAY - (index % 7) * HOUR;
      const lines = Array.from({ length: 1 + (index % 3) }, (_, n) => {
        const product = made[(index * 5 + n * 7) % made.length] ?? made[0];
        const quantity = 1 + ((index + n) % 3);
        const price = product?.priceTaxIncl ?? 0;
        return {
          id: product?.id ?? '',
          name: product?.name ?? '',
          price,
          quantity,
          total: Math.round(price * quantity * 100) / 100,
          image: product?.images[0]?.url ?? '',
        };
      });
      const totals = orderTotals(lines, 0, index % 4 === 0 ? 10 : 0);
      const address = (street: string) => ({
        address: `浙江省${customer?.city ?? ''}${street}`,
        lat: customer?.lat ?? 0,
        lng: customer?.lng ?? 0,
      });
      const at = (hours: number) => new Date(placed + hours * HOUR).toISOString();
      await orders.create(
        {
          reference: `CP${String(70_001 + index)}`,
          date: at(0),
          ...totals,
          customer: {
            id: `customer-${(index % SAMPLE_CUSTOMERS.length) + 1}`,
            firstName: customer?.firstName ?? '',
            lastName: customer?.lastName ?? '',
            avatar: '',
            company: customer?.company ?? '',
            jobTitle: customer?.jobTitle ?? '',
            email: `customer${(index % SAMPLE_CUSTOMERS.length) + 1}@example.com`,
            phone: `1350000${String(1000 + (index % SAMPLE_CUSTOMERS.length))}`,
            invoiceAddress: address(customer?.street ?? ''),
            shippingAddress: address(index % 2 === 0 ? (customer?.street ?? '') : '人民广场 1 号'),
          },
          products: lines,
          payment: {
            transactionId: `TX${String(880_000 + index * 37)}`,
            amount: totals.total,
            method: PAYMENT_METHODS[index % PAYMENT_METHODS.length] ?? 'Credit Card',
            date: at(1),
          },
          shippingDetails: history.includes(4)
            ? [
                {
                  tracking: `${String(1_000_000_000 + index * 7919)}`,
                  carrier: CARRIERS[index % CARRIERS.length] ?? 'TNT',
                  weight: Math.round(lines.length * 0.8 * 10) / 10,
                  fee: PRODUCT_DEFAULT_EXTRA_SHIPPING_FEE * lines.length,
                  date: at(30),
                },
              ]
            : [],
        },
        history.map((status, step) => ({ status, date: at(step * 12) })),
      );
    }
    ctx.clock.release();
    if (new Set(HISTORIES.flat()).size !== ORDER_STATUSES.length) throw new Error('Seed: a status is unused');
  },
};
