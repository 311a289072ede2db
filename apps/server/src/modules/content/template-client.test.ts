import { invoiceSchema, SAMPLE_INVOICE_ID, type Invoice } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson, toDbJson } from '../../db/values';
import { seedDemoData } from '../../seed';
import { contentSeeder } from '../../seed/content';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** Issue 31 §2: the invoice by the template's short id, and line totals from price × quantity as stored. */
let ctx: TestContext;
const tokens = new Map<string, string>();
const api = apiClient(() => ctx, tokens);
const invoice = async (id: string) =>
  invoiceSchema.parse(await api.ok<Invoice>('ann', 'GET', `/api/invoices/get-invoice?id=${id}`));

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db, [contentSeeder]);
  tokens.set('ann', await tokenFor(ctx, await createUser(ctx, ['members'])));
}, 60_000);
afterAll(() => ctx.close());

describe('invoice as the template asks for it', () => {
  it('finds the sample by the template’s short id as by ours', async () => {
    const ours = await invoice(SAMPLE_INVOICE_ID);
    expect(await invoice('5725a6802d')).toEqual(ours);
    expect(ours.id).toBe(SAMPLE_INVOICE_ID);
  });

  it('answers each service’s total as unit price × quantity as stored now', async () => {
    const row = await ctx.db.kysely
      .selectFrom('invoices')
      .select('texts')
      .where('id', '=', SAMPLE_INVOICE_ID)
      .executeTakeFirstOrThrow();
    const texts = fromDbJson<Record<string, Invoice>>(row.texts);
    for (const text of Object.values(texts)) {
      const [first] = text.services;
      if (first) Object.assign(first, { unitPrice: '12.50', quantity: 3, total: '1.00' });
    }
    await ctx.db.kysely
      .updateTable('invoices')
      .set({ texts: toDbJson(texts) })
      .where('id', '=', SAMPLE_INVOICE_ID)
      .execute();
    expect((await invoice(SAMPLE_INVOICE_ID)).services[0]).toMatchObject({
      unitPrice: '12.50',
      quantity: 3,
      total: '37.50',
    });
  });
});
