import { adminLogListSchema, type AdminLogEntry } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, lastOutbox, TEST_PASSWORD, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { workbookRows } from '../../test/xlsx';
import { recordAudit } from './record';
import { purgeExpiredAdminLog } from './service';

describe('audit log of administrative and security acts (issue 30 §2)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: string;
  beforeEach(async () => {
    ctx = await createTestContext();
    const user = await createUser(ctx, ['admin'], { displayName: '管理员甲' });
    adminId = user.id;
    admin = { 'accept-language': 'en', ...bearer(await tokenFor(ctx, user)) };
  });
  afterEach(() => ctx.close());

  const entries = async (query = '', headers = admin): Promise<AdminLogEntry[]> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return adminLogListSchema.parse(response.json()).items;
  };
  const call = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, expected = 200) => {
    const response = await ctx.app.inject({ method, url, headers: admin, payload });
    expect(response.statusCode, response.body).toBe(expected);
    return expected === 204 ? { id: '' } : response.json<{ id: string }>();
  };

  it('records user, unit, session and settings changes with who, address, before and after', async () => {
    const unit = await call('POST', '/api/admin/units', { name: '市审计局', type: '政府' }, 201);
    await call('PATCH', `/api/admin/units/${unit.id}`, { contactName: '王五' });
    const user = await call(
      'POST',
      '/api/admin/users',
      { displayName: '李四', phone: '13900004444', password: TEST_PASSWORD, roles: ['members'] },
      201,
    );
    await call('PATCH', `/api/admin/users/${user.id}`, { roles: ['undertaker'], unitId: unit.id });
    await call('PATCH', `/api/admin/users/${user.id}`, { disabled: true });
    await call(
      'POST',
      `/api/admin/users/${user.id}/reset-password`,
      { password: 'another-lantern-456' },
      204,
    );
    const session = await call('POST', '/api/admin/sessions', { term: 15, meeting: 9, year: 2030 });
    await call('PATCH', `/api/admin/sessions/${session.id}`, { year: 2031 });
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/workflow-settings', headers: admin });
    const current = settings.json<Record<string, unknown>>();
    await call('PUT', '/api/admin/workflow-settings', { ...current, signWarningDays: 5 });

    const all = await entries();
    const actions = all.map((entry) => entry.action);
    for (const action of [
      'unit.created',
      'unit.updated',
      'user.created',
      'user.rolesChanged',
      'user.unitChanged',
      'user.disabled',
      'auth.passwordSetByAdmin',
      'auth.sessionsRevoked',
      'session.created',
      'session.updated',
      'settings.workflowChanged',
    ])
      expect(actions, action).toContain(action);
    for (const entry of all) {
      expect(entry.actor).toEqual({ id: adminId, displayName: '管理员甲' });
      expect(entry.ip).toBeTruthy();
    }
    const roles = all.find((entry) => entry.action === 'user.rolesChanged');
    expect(roles?.before).toEqual({ roles: ['members'] });
    expect(roles?.after).toEqual({ roles: ['undertaker'] });
    expect(roles?.targetId).toBe(user.id);
    expect(all.find((entry) => entry.action === 'unit.updated')?.after).toEqual({ contactName: '王五' });
    expect(all.find((entry) => entry.action === 'session.updated')?.before).toEqual({ year: 2030 });
    expect(all.find((entry) => entry.action === 'settings.workflowChanged')?.after).toEqual({
      signWarningDays: 5,
    });
    expect(JSON.stringify(all)).not.toContain('another-lantern-456');

    // Filters: what, who, target, when.
    expect((await entries('action=user.disabled')).map((entry) => entry.targetLabel)).toEqual([
      '李四（13900004444）',
    ]);
    expect(await entries(`actorId=${user.id}`)).toEqual([]);
    expect((await entries('target=13900004444')).length).toBeGreaterThanOrEqual(5);
    expect((await entries(`target=${unit.id}`)).map((entry) => entry.action).sort()).toEqual([
      'unit.created',
      'unit.updated',
    ]);
    expect(await entries(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual(
      [],
    );
    expect((await entries('targetKind=session')).length).toBe(2);
  });

  it('records sign-ins with their method, failures, the lockout, password changes, resets and sign-outs', async () => {
    const member = await createUser(ctx, ['members'], { phone: '13900005555', email: 'member5@example.com' });
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/auth?email=member5@example.com&password=${encodeURIComponent(password)}`,
      });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);

    await ctx.app.inject({ method: 'POST', url: '/api/message/loginPhoneCode?phone=13900005555' });
    const code = /(\d{6})/.exec((await lastOutbox(ctx, '13900005555'))?.body ?? '')?.[1] ?? '';
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile/loginByPhone',
      payload: { phone: '13900005555', code },
    });
    expect(phone.statusCode).toBe(200);
    const token = phone.json<{ msg: string }>().msg;
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: {
        currentPassword: TEST_PASSWORD,
        password: 'brand-new-lantern-789',
        passwordConfirm: 'brand-new-lantern-789',
      },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(204);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'member5@example.com' },
    });
    const link = /reset-password\?token=([\w-]+)/.exec(
      (await lastOutbox(ctx, 'member5@example.com'))?.body ?? '',
    );
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link?.[1], password: 'reset-lantern-321' },
    });
    expect(reset.statusCode).toBe(204);

    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn('wrong-password-1')).statusCode).toBe(400);
    expect((await signIn('wrong-password-1')).statusCode).toBe(429);
    const mine = (await entries(`target=member5`)).concat(await entries(`target=13900005555`));
    const byAction = (action: string) => mine.filter((entry) => entry.action === action);
    expect(
      byAction('auth.signedIn')
        .map((entry) => entry.after?.method)
        .sort(),
    ).toEqual(['password', 'phoneCode']);
    expect(byAction('auth.signedIn')[0]?.actor?.id).toBe(member.id);
    expect(byAction('auth.signInFailed')).toHaveLength(5);
    expect(byAction('auth.signInFailed')[0]?.actor).toBeNull();
    expect(byAction('auth.lockedOut')).toHaveLength(1);
    expect(byAction('auth.passwordChanged')).toHaveLength(1);
    expect(byAction('auth.passwordReset')[0]?.targetId).toBe(member.id);
    expect(byAction('auth.signedOut')).toHaveLength(1);
  });

  it('exports the filtered entries as Excel (itself an entry), has no route to edit or delete, admin only', async () => {
    await call('POST', '/api/admin/units', { name: '市统计局', type: '政府' }, 201);
    await call('POST', '/api/admin/units', { name: '市档案馆', type: '政府' }, 201);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/export.xlsx?action=unit.created',
      headers: { ...admin, 'accept-language': 'zh-CN' },
    });
    const rows = await workbookRows(response);
    expect(rows[0]?.[1]).toBe('操作');
    expect(
      rows
        .slice(1)
        .map((row) => row[5])
        .sort(),
    ).toEqual(['市档案馆', '市统计局']);
    expect(rows[1]?.[1]).toBe('创建单位');
    expect(rows).toHaveLength(3);
    expect((await entries('action=download.export')).length).toBe(1);

    const id = (await entries())[0]?.id ?? '';
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const)
      expect(
        (await ctx.app.inject({ method, url: `/api/admin/audit-log/${id}`, headers: admin, payload: {} }))
          .statusCode,
      ).toBe(404);
    const staff = bearer(await tokenFor(ctx, await createUser(ctx, ['staff'])));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: staff })).statusCode,
    ).toBe(403);
  });

  it('keeps entries for the retention setting; the scheduler job removes older ones', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log/retention', headers: admin })).json(),
    ).toEqual({ days: 730 });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/audit-log/retention',
      headers: admin,
      payload: { days: 3 },
    });
    expect(bad.statusCode).toBe(400);
    await call('PUT', '/api/admin/audit-log/retention', { days: 30 });
    expect((await entries('action=settings.auditRetentionChanged'))[0]?.after).toEqual({ days: 30 });
    await recordAudit(
      ctx.db.kysely,
      { actorId: null, ip: null },
      {
        action: 'download.compilation',
        target: { kind: 'export', label: '提案目录.xlsx' },
      },
    );
    const count = async () => (await entries()).length;
    const before = await count();
    expect(await purgeExpiredAdminLog(ctx.db.kysely, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await count()).toBe(before);
    expect(await purgeExpiredAdminLog(ctx.db.kysely, new Date(Date.now() + 31 * 86_400_000))).toBe(before);
    expect(await count()).toBe(0);
  });
});
