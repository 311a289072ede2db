import { unitListSchema } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { workbookRows } from '../../test/xlsx';

/** Issue 30 §3: the admin's unit list exported as it shows (every unit, by name), admins only. */
describe('units export', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = { 'accept-language': 'zh-CN', ...bearer(await tokenFor(ctx, await createUser(ctx, ['admin']))) };
    for (const payload of [
      {
        name: '市教育局',
        type: '政府',
        shortNames: ['教育局'],
        contactName: '王老师',
        contactPhone: '0571-1',
      },
      { name: '市发展和改革委员会', type: '政府', shortNames: ['发改委', '市发改委'] },
      { name: '市总工会', type: '党群', shortNames: [] },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/units',
        headers: admin,
        payload,
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

  it("writes the list route's units in its order, default columns, short names joined by 、", async () => {
    const list = unitListSchema.parse((await get('/api/admin/units')).json()).items;
    const response = await get('/api/admin/units/export.xlsx');
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const rows = await workbookRows(response);
    expect(rows[0]).toEqual(['单位名称', '简称', '单位类型', '联系人', '联系电话']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.map((unit) => unit.name));
    const ndrc = rows.find((row) => row[0] === '市发展和改革委员会');
    expect(ndrc?.[1]).toBe('发改委、市发改委');
    expect(rows.find((row) => row[0] === '市教育局')).toEqual([
      '市教育局',
      '教育局',
      '政府',
      '王老师',
      '0571-1',
    ]);
  });

  it('takes the chosen columns in order; 400 naming an unknown one; 403 for staff', async () => {
    const rows = await workbookRows(await get('/api/admin/units/export.xlsx?columns=contactPhone,name'));
    expect(rows[0]).toEqual(['联系电话', '单位名称']);
    expect(rows.length).toBe(4);
    const bad = await get('/api/admin/units/export.xlsx?columns=name,colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('colour');
    const staff = bearer(await tokenFor(ctx, await createUser(ctx, ['staff'])));
    expect((await get('/api/admin/units/export.xlsx', staff)).statusCode).toBe(403);
  });
});
