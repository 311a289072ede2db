import { adminUserListSchema, memberProfileSchema } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { workbookRows } from '../../test/xlsx';

/** Issue 30 §3: the admin user list exported with its search and role filter, all pages, admins only. */
describe('users export', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = { 'accept-language': 'zh-CN', ...bearer(await tokenFor(ctx, await createUser(ctx, ['admin']))) };
    const sector = memberProfileSchema.parse({ sector: '经济界' });
    await createUser(ctx, ['members'], { displayName: '导出委员甲', memberProfile: sector });
    const disabled = await createUser(ctx, ['members', 'leader'], { displayName: '导出委员乙' });
    await createUser(ctx, ['staff'], { displayName: '导出干部丙' });
    await createUser(ctx, ['members'], { displayName: '别的委员丁' });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${disabled.id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(patch.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) =>
    adminUserListSchema.parse((await get(`/api/admin/users?pageSize=100&${query}`)).json()).items;

  it("writes the list route's users for the same search and role, in its order, default columns", async () => {
    const shown = await list('q=导出&role=members');
    expect(shown.map((user) => user.displayName)).toEqual(['导出委员甲', '导出委员乙']);
    const rows = await workbookRows(await get('/api/admin/users/export.xlsx?q=导出&role=members&page=2'));
    expect(rows[0]).toEqual(['姓名', '手机号', '电子邮箱', '角色', '所属单位', '状态']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((user) => user.displayName));
    expect(rows[2]?.[3]).toBe('政协委员、督办领导');
    expect(rows.slice(1).map((row) => row[5])).toEqual(['正常', '已停用']);

    const everyone = await list('');
    const all = await workbookRows(await get('/api/admin/users/export.xlsx?columns=phone'));
    expect(all.slice(1).map((row) => row[0])).toEqual(everyone.map((user) => user.phone));
  });

  it('takes the chosen columns in order and the language; 400 naming an unknown one; 403 for staff', async () => {
    const rows = await workbookRows(
      await get('/api/admin/users/export.xlsx?q=导出委员&columns=sector,displayName,status', {
        ...admin,
        'accept-language': 'en',
      }),
    );
    expect(rows).toEqual([
      ['Sector', 'Name', 'Status'],
      ['经济界', '导出委员甲', 'Active'],
      // No 界别: an empty cell.
      [undefined, '导出委员乙', 'Disabled'],
    ]);
    const bad = await get('/api/admin/users/export.xlsx?columns=displayName,colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('colour');
    const staff = bearer(await tokenFor(ctx, await createUser(ctx, ['staff'])));
    expect((await get('/api/admin/users/export.xlsx', staff)).statusCode).toBe(403);
  });
});
