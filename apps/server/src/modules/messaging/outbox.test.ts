import { outboxListSchema } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

describe('GET /api/admin/outbox', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  it('shows the admin the code the demo provider sent, newest first, filtered by recipient', async () => {
    const admin = bearer(await tokenFor(ctx, await createUser(ctx, ['admin'])));
    const member = await createUser(ctx, ['members'], { phone: '13912345678' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/message/loginPhoneCode?phone=${member.phone}`,
    });
    expect(sent.statusCode).toBe(200);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?recipient=${member.phone}&channel=sms`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { items } = outboxListSchema.parse(response.json());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ channel: 'sms', recipient: '13912345678' });
    expect(items[0]?.body).toMatch(/\d{6}/);

    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?recipient=13000000000',
      headers: admin,
    });
    expect(outboxListSchema.parse(none.json()).items).toEqual([]);
  });

  it('is for the administrator only', async () => {
    const staff = bearer(await tokenFor(ctx, await createUser(ctx, ['staff'])));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: staff })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});
