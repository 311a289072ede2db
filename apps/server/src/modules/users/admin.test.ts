import {
  adminUserListSchema,
  authResultSchema,
  adminUserSchema,
  unitListSchema,
  unitOptionListSchema,
  unitSchema,
} from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, TEST_PASSWORD, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

const en = { 'accept-language': 'en' };

describe('admin: users and units', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeEach(async () => {
    ctx = await createTestContext();
    admin = {
      ...en,
      ...bearer(await tokenFor(ctx, await createUser(ctx, ['admin'], { displayName: '管理员甲' }))),
    };
  });
  afterEach(() => ctx.close());

  const createUnit = async (name: string) =>
    unitSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/units',
          headers: admin,
          payload: { name, type: '政府', contactName: '联系人', contactPhone: '0571-1234567' },
        })
      ).json(),
    );

  it('creates, lists and edits units; 409 on a duplicate name', async () => {
    const unit = await createUnit('市教育局');
    expect(unit).toMatchObject({ name: '市教育局', type: '政府', contactName: '联系人' });
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/units',
      headers: admin,
      payload: { name: '市教育局', type: '政府' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).fields).toEqual({ name: 'A unit with this name already exists.' });
    const badType = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/units',
      headers: admin,
      payload: { name: '某单位', type: '公司' },
    });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).fields).toHaveProperty('type');

    const other = await createUnit('市交通运输局');
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}`,
      headers: admin,
      payload: { contactName: '李静' },
    });
    expect(unitSchema.parse(patched.json()).contactName).toBe('李静');
    const clash = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/units/${other.id}`,
      headers: admin,
      payload: { name: '市教育局' },
    });
    expect(clash.statusCode).toBe(409);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/units/nope',
      headers: admin,
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(404);

    const list = unitListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/units', headers: admin })).json(),
    );
    expect(list.items.map((u) => u.name).sort()).toEqual(['市交通运输局', '市教育局'].sort());

    const member = bearer(await tokenFor(ctx, await createUser(ctx, ['members'])));
    const picker = await ctx.app.inject({ method: 'GET', url: '/api/units', headers: member });
    expect(unitOptionListSchema.parse(picker.json()).items).toHaveLength(2);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/units', headers: member })).statusCode,
    ).toBe(403);
  });

  it('creates users with unit and member profile; 409 on a duplicate phone or e-mail', async () => {
    const unit = await createUnit('市生态环境局');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: {
        displayName: '刘洋',
        phone: '13700005555',
        email: 'LiuYang@Example.com',
        password: 'river-lantern-42',
        roles: ['undertaker'],
        unitId: unit.id,
      },
    });
    expect(response.statusCode).toBe(201);
    const created = adminUserSchema.parse(response.json());
    expect(created).toMatchObject({
      displayName: '刘洋',
      email: 'liuyang@example.com',
      roles: ['undertaker'],
      unit: { id: unit.id, name: '市生态环境局' },
      disabled: false,
      from: 'api',
    });
    const signIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth',
      query: { email: '13700005555', password: 'river-lantern-42' },
    });
    expect(authResultSchema.parse(signIn.json()).user.unit).toEqual({ id: unit.id, name: '市生态环境局' });

    const member = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: {
        displayName: '王志强',
        phone: '13900006666',
        password: 'river-lantern-42',
        roles: ['members'],
        memberProfile: { sector: '民盟', party: '民盟盟员', committee: '提案委员会' },
      },
    });
    expect(adminUserSchema.parse(member.json()).memberProfile).toEqual({
      sector: '民盟',
      party: '民盟盟员',
      committee: '提案委员会',
    });

    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload });
    const base = { displayName: '某某某', password: 'river-lantern-42', roles: ['staff'] };
    const dupPhone = await post({ ...base, phone: '13700005555' });
    expect(dupPhone.statusCode).toBe(409);
    expect(errorOf(dupPhone).fields).toEqual({ phone: 'The phone number is already in use' });
    const dupEmail = await post({ ...base, email: 'liuyang@example.COM' });
    expect(dupEmail.statusCode).toBe(409);
    expect(errorOf(dupEmail).fields).toEqual({ email: 'The email is already in use' });
    const neither = await post(base);
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither).fields).toEqual({ phone: 'Enter a phone number or an email (or both).' });
    const noRoles = await post({ ...base, phone: '13700007777', roles: [] });
    expect(noRoles.statusCode).toBe(400);
    expect(errorOf(noRoles).fields).toHaveProperty('roles');
    const badUnit = await post({ ...base, phone: '13700007777', unitId: 'nope' });
    expect(badUnit.statusCode).toBe(400);
    expect(errorOf(badUnit).fields).toEqual({ unitId: 'The unit does not exist.' });
  });

  it('searches by name, phone or e-mail, filters by role, pages with a total', async () => {
    await createUser(ctx, ['members'], {
      displayName: '张丽华',
      phone: '13900001234',
      email: 'zlh@example.com',
    });
    await createUser(ctx, ['members'], {
      displayName: '赵建平',
      phone: '13900004321',
      email: 'zjp@example.com',
    });
    await createUser(ctx, ['undertaker'], {
      displayName: '交通局 王强',
      phone: '13700001234',
      email: 'WQ@example.com',
    });
    const list = async (query: Record<string, string>) =>
      adminUserListSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin, query })).json(),
      );
    expect((await list({})).total).toBe(4);
    expect((await list({ q: '丽华' })).items.map((u) => u.displayName)).toEqual(['张丽华']);
    expect((await list({ q: '1234' })).total).toBe(2);
    expect((await list({ q: 'wq@' })).items.map((u) => u.displayName)).toEqual(['交通局 王强']);
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ role: 'members' })).total).toBe(2);
    expect((await list({ role: 'members', q: '赵' })).total).toBe(1);
    const page2 = await list({ page: '2', pageSize: '3' });
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: admin,
      query: { role: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('edits roles, disables (the user is signed out at once) and resets a password', async () => {
    const user = await createUser(ctx, ['user'], { email: 'someone@example.com' });
    const userToken = bearer(await tokenFor(ctx, user));
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}`, headers: admin, payload });

    const promoted = adminUserSchema.parse(
      (await patch({ roles: ['staff', 'members'], displayName: '陈明' })).json(),
    );
    expect(promoted).toMatchObject({ roles: ['staff', 'members'], displayName: '陈明' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: userToken });
    expect(authResultSchema.parse(me.json()).user.role).toEqual(['staff', 'members']);

    const other = await createUser(ctx, ['user'], { phone: '13600001111' });
    expect((await patch({ phone: other.phone })).statusCode).toBe(409);
    expect((await patch({ email: null, phone: null })).statusCode).toBe(400);

    expect(adminUserSchema.parse((await patch({ disabled: true })).json()).disabled).toBe(true);
    const blocked = await ctx.app.inject({
      method: 'GET',
      url: '/api/units',
      headers: { ...en, ...userToken },
    });
    expect(blocked.statusCode).toBe(401);
    await patch({ disabled: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/units', headers: userToken })).statusCode).toBe(
      401,
    );

    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reset-password`,
      headers: admin,
      payload: { password: 'brand-new-lantern-7' },
    });
    expect(reset.statusCode).toBe(204);
    const signIn = (password: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth', query: { email: 'someone@example.com', password } });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(400);
    expect((await signIn('brand-new-lantern-7')).statusCode).toBe(200);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/nope/reset-password',
      headers: admin,
      payload: { password: 'brand-new-lantern-7' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an admin cannot disable themselves or drop their own admin role', async () => {
    const me = await createUser(ctx, ['admin']);
    const headers = { ...en, ...bearer(await tokenFor(ctx, me)) };
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${me.id}`, headers, payload });
    const disable = await patch({ disabled: true });
    expect(disable.statusCode).toBe(400);
    expect(errorOf(disable).fields).toEqual({
      disabled: 'You cannot disable your own account or remove your own admin role.',
    });
    expect((await patch({ roles: ['staff'] })).statusCode).toBe(400);
    expect((await patch({ roles: ['admin', 'staff'] })).statusCode).toBe(200);
  });
});
