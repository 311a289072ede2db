import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, tokenFor } from '../../test/accounts';
import { auditEntries } from '../../test/audit-entries';
import { createTestContext, type TestContext } from '../../test/context';

/** Issue 30 §2: Excel files the browser makes (statistics, topic guide, duty records) are in the audit log. */
describe('POST /api/exports/recorded', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  const post = async (user: Awaited<ReturnType<typeof createUser>>, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/exports/recorded',
      headers: { 'accept-language': 'en', ...bearer(await tokenFor(ctx, user)) },
      payload,
    });

  it('records who made which file, from where, with its rows', async () => {
    const staff = await createUser(ctx, ['staff'], { displayName: '办公室乙' });
    const fileName = '十五届三次会议-承办单位统计.xlsx';
    const response = await post(staff, { source: 'unitFigures', fileName, rows: 42 });
    expect(response.statusCode, response.body).toBe(204);
    expect(await auditEntries(ctx.db.kysely, 'download.export')).toEqual([
      {
        actorId: staff.id,
        targetId: null,
        targetLabel: fileName,
        after: { source: 'unitFigures', rows: 42 },
      },
    ]);
  });

  it('refuses an unknown source or an empty file name, and callers outside the office', async () => {
    const staff = await createUser(ctx, ['staff']);
    const unknown = await post(staff, { source: 'mail', fileName: 'x.xlsx', rows: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(errorOf(unknown).fields ?? {})).toEqual(['source']);
    const unnamed = await post(staff, { source: 'statistics', fileName: '  ', rows: 1 });
    expect(Object.keys(errorOf(unnamed).fields ?? {})).toEqual(['fileName']);
    const member = await createUser(ctx, ['members']);
    expect((await post(member, { source: 'statistics', fileName: 'x.xlsx', rows: 1 })).statusCode).toBe(403);
    expect(await auditEntries(ctx.db.kysely, 'download.export')).toEqual([]);
  });
});
