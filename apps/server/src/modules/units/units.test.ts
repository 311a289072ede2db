import { unitOptionListSchema, unitSchema } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

describe('units: short names and pinyin initials', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeEach(async () => {
    ctx = await createTestContext();
    admin = { 'accept-language': 'en', ...bearer(await tokenFor(ctx, await createUser(ctx, ['admin']))) };
  });
  afterEach(() => ctx.close());

  const create = async (payload: Record<string, unknown>) =>
    unitSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/units', headers: admin, payload })).json(),
    );
  const search = async (q: string) => {
    const member = bearer(await tokenFor(ctx, await createUser(ctx, ['members'])));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/units?q=${encodeURIComponent(q)}`,
      headers: member,
    });
    expect(response.statusCode).toBe(200);
    return unitOptionListSchema.parse(response.json()).items.map((unit) => unit.name);
  };

  it('finds 市发展和改革委员会 by 发改, 发改委, fgw and sfzhggwyh; the initials are computed', async () => {
    const ndrc = await create({ name: '市发展和改革委员会', type: '政府', shortNames: ['发改委', '发改委'] });
    expect(ndrc.shortNames).toEqual(['发改委']);
    expect(ndrc.initials).toEqual(['sfzhggwyh', 'fgw']);
    await create({ name: '市教育局', type: '政府', shortNames: ['教育局'] });

    expect(await search('发改')).toEqual(['市发展和改革委员会']);
    expect(await search('发改委')).toEqual(['市发展和改革委员会']);
    expect(await search('FGW')).toEqual(['市发展和改革委员会']);
    expect(await search('sfzhggwyh')).toEqual(['市发展和改革委员会']);
    expect(await search('jyj')).toEqual(['市教育局']);
    expect(await search('市')).toHaveLength(2);
    expect(await search('卫健委')).toEqual([]);
  });

  it('admin edits short names; a renamed unit gets new initials; bad short names answer 400', async () => {
    const unit = await create({ name: '市卫生健康委员会', type: '政府' });
    expect(unit.initials).toEqual(['swsjkwyh']);
    expect(await search('卫健委')).toEqual([]);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}`,
      headers: admin,
      payload: { shortNames: ['卫健委'] },
    });
    expect(unitSchema.parse(patched.json())).toMatchObject({
      shortNames: ['卫健委'],
      initials: ['swsjkwyh', 'wjw'],
    });
    expect(await search('wjw')).toEqual(['市卫生健康委员会']);

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}`,
      headers: admin,
      payload: { name: '市卫健委' },
    });
    expect(unitSchema.parse(renamed.json())).toMatchObject({
      shortNames: ['卫健委'],
      initials: ['swjw', 'wjw'],
    });

    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}`,
      headers: admin,
      payload: { shortNames: ['这是一个远远超过二十个字符长度限制的单位简称示例文本'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty(['shortNames.0']);
  });
});
