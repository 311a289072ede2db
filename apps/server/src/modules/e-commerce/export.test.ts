import { ordersMatching, type Order, type OrderStatusId } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { workbookRows } from '../../test/xlsx';
import { ordersService } from './orders';
import { testOrder } from '../../test/shop-order';

/** Issue 30 §3: the orders exported as the orders page shows them for its search (staff only). */
describe('orders export', () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  const order = (reference: string, lastName: string, company: string, date: string, status: OrderStatusId) =>
    ordersService(ctx.db.kysely).create(
      testOrder(reference, date, { total: 22.5, customer: { id: reference, lastName, company } }),
      [{ status, date }],
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = { 'accept-language': 'zh-CN', ...bearer(await tokenFor(ctx, await createUser(ctx, ['staff']))) };
    await order('EXP-1', '李', '西湖茶社', '2026-11-01T08:00:00.000Z', 2);
    await order('EXP-2', '王', '钱塘书局', '2026-11-02T08:00:00.000Z', 1);
    await order('EXP-3', '张', '西湖茶社', '2026-11-03T08:00:00.000Z', 2);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = staff) => ctx.app.inject({ method: 'GET', url, headers });

  it("writes the orders the page shows for its search, in the list route's order, default columns", async () => {
    const listed = (await get('/api/e-commerce-app/orders')).json<Order[]>();
    const shown = ordersMatching(listed, '西湖');
    expect(shown.map((o) => o.reference)).toEqual(['EXP-3', 'EXP-1']);
    const rows = await workbookRows(
      await get(`/api/e-commerce-app/orders/export.xlsx?q=${encodeURIComponent('西湖')}`),
    );
    expect(rows[0]).toEqual(['订单号', '客户', '金额', '支付方式', '状态', '日期']);
    expect(rows.slice(1)).toEqual(
      shown.map((o): unknown[] => [
        o.reference,
        `${o.customer.lastName}思远`,
        22.5,
        'PayPal',
        o.status.at(-1)?.name,
        o.reference === 'EXP-3' ? '2026-11-03 16:00' : '2026-11-01 16:00',
      ]),
    );

    const all = await workbookRows(
      await get('/api/e-commerce-app/orders/export.xlsx?columns=status,reference'),
    );
    expect(all).toEqual([['状态', '订单号'], ...listed.map((o) => [o.status.at(-1)?.name, o.reference])]);
  });

  it('searches the current status; 400 naming an unknown column; 403 for a member', async () => {
    const listed = (await get('/api/e-commerce-app/orders')).json<Order[]>();
    const status = listed.find((o) => o.reference === 'EXP-2')?.status.at(-1)?.name ?? '';
    const rows = await workbookRows(
      await get(`/api/e-commerce-app/orders/export.xlsx?columns=reference&q=${encodeURIComponent(status)}`),
    );
    expect(rows).toEqual([['订单号'], ['EXP-2']]);
    expect(ordersMatching(listed, status).map((o) => [o.reference])).toEqual(rows.slice(1));
    const bad = await get('/api/e-commerce-app/orders/export.xlsx?columns=reference,colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('colour');
    const member = bearer(await tokenFor(ctx, await createUser(ctx, ['members'])));
    expect((await get('/api/e-commerce-app/orders/export.xlsx', member)).statusCode).toBe(403);
  });
});
