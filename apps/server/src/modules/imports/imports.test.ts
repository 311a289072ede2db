import { importResultSchema, type ImportResult } from '@cppcc/contracts';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, lastOutbox, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/** An .xlsx with the headers and rows given (what an admin fills in the template). */
async function workbookOf(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(bytes: Buffer, fileName = 'users.xlsx') {
  const boundary = '----import-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const USER_HEADERS = ['姓名', '手机号', '电子邮箱', '角色', '所属单位', '界别', '党派', '专委会'];

describe('Excel import of users, units and sessions (issue 30 §1)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeEach(async () => {
    ctx = await createTestContext();
    admin = { 'accept-language': 'en', ...bearer(await tokenFor(ctx, await createUser(ctx, ['admin']))) };
  });
  afterEach(() => ctx.close());

  const upload = async (kind: string, mode: 'check' | 'commit', bytes: Buffer, fileName?: string) => {
    const body = multipart(bytes, fileName);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/import/${kind}?mode=${mode}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };
  const result = async (kind: string, mode: 'check' | 'commit', bytes: Buffer): Promise<ImportResult> => {
    const response = await upload(kind, mode, bytes);
    expect(response.statusCode, response.body).toBe(200);
    return importResultSchema.parse(response.json());
  };
  const userCount = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('dry run lists each row with its problems and writes nothing; the fixed file imports once, twice changes nothing', async () => {
    await createUser(ctx, ['members'], {
      phone: '13900007777',
      displayName: '已有委员',
      email: 'taken@example.com',
    });
    const unit = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/units',
      headers: admin,
      payload: { name: '市交通运输局', type: '政府' },
    });
    expect(unit.statusCode).toBe(201);
    const bad = await workbookOf(USER_HEADERS, [
      ['王一', '13900001001', '', '政协委员', '', '教育界', '民盟', ''],
      ['王二', '1390000', '', '政协委员', '', '教育界', '', ''],
      ['王三', '13900001001', '', '政协委员', '', '科技界', '', ''],
      ['王四', '13900001004', 'taken@example.com', '承办单位', '市不存在局', '', '', ''],
      ['王五', '13900001005', 'not-an-email', '校长', '', '', '', ''],
      ['已有委员', '13900007777', '', '政协委员', '', '经济界', '', ''],
    ]);
    const before = await userCount();
    const checked = await result('users', 'check', bad);
    expect(checked.committed).toBe(false);
    expect(checked.rows.map((row) => row.outcome)).toEqual([
      'create',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'update',
    ]);
    const problems = (row: number) =>
      checked.rows.find((entry) => entry.row === row)?.problems.map((p) => p.header);
    expect(problems(3)).toEqual(['手机号']);
    expect(checked.rows[2]?.problems[0]?.message).toBe('Same as row 2.');
    expect(problems(5)?.sort()).toEqual(['所属单位', '电子邮箱'].sort());
    expect(problems(6)?.sort()).toEqual(['电子邮箱', '角色'].sort());
    expect(await userCount()).toBe(before);

    // A commit of the same file is refused as a whole.
    const refused = await result('users', 'commit', bad);
    expect(refused.committed).toBe(false);
    expect(await userCount()).toBe(before);

    const fixed = await workbookOf(USER_HEADERS, [
      ['王一', '13900001001', '', '政协委员', '', '教育界', '民盟', ''],
      ['王四', '13900001004', 'wangsi@example.com', '承办单位', '市交通运输局', '', '', ''],
      ['已有委员', '13900007777', '', '政协委员', '', '经济界', '', ''],
    ]);
    const imported = await result('users', 'commit', fixed);
    expect(imported.committed).toBe(true);
    expect(imported.counts).toEqual({ create: 2, update: 1, skip: 0, invalid: 0 });
    expect(imported.invitations).toBe(2);
    expect(await userCount()).toBe(before + 2);
    const wangsi = await ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', '13900001004')
      .executeTakeFirstOrThrow();
    expect(wangsi.passwordHash).toBeNull();
    expect(JSON.parse(wangsi.roles)).toEqual(['undertaker']);
    await expect
      .poll(async () => (await lastOutbox(ctx, '13900001004'))?.body ?? '')
      .toMatch(/reset-password\?token=/);
    const link = /reset-password\?token=([\w-]+)/.exec(
      (await lastOutbox(ctx, '13900001004'))?.body ?? '',
    )?.[1];
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link, password: 'invited-lantern-852' },
    });
    expect(set.statusCode).toBe(204);

    const again = await result('users', 'commit', fixed);
    expect(again.counts).toEqual({ create: 0, update: 0, skip: 3, invalid: 0 });
    expect(again.invitations).toBe(0);
    expect(await userCount()).toBe(before + 2);

    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=user.imported',
      headers: admin,
    });
    expect(log.json<{ total: number }>().total).toBe(2 + 1 + 1);
  });

  it('imports units and sessions by name and by term and meeting; a second time changes nothing', async () => {
    const units = await workbookOf(
      ['单位名称', '单位类型', '简称', '联系人', '联系电话'],
      [
        ['市水利局', '政府', '水利局', '赵六', '0571-1'],
        ['市气象局', '其它', '', '', ''],
      ],
    );
    expect((await result('units', 'commit', units)).counts).toEqual({
      create: 2,
      update: 0,
      skip: 0,
      invalid: 0,
    });
    expect((await result('units', 'commit', units)).counts).toEqual({
      create: 0,
      update: 0,
      skip: 2,
      invalid: 0,
    });
    const changed = await workbookOf(
      ['单位名称', '单位类型', '简称', '联系人', '联系电话'],
      [['市水利局', '政府', '水利局', '钱七', '0571-1']],
    );
    const update = await result('units', 'commit', changed);
    expect(update.rows[0]?.changes).toEqual(['联系人']);
    const badType = await result(
      'units',
      'check',
      await workbookOf(['单位名称', '单位类型'], [['市某局', '企业']]),
    );
    expect(badType.rows[0]?.problems[0]?.header).toBe('单位类型');

    const sessions = await workbookOf(
      ['届', '次', '年份', '名称', '提案征集开始', '全会开始'],
      [
        [16, 1, 2028, '', '2027-12-01', '2028-01-10'],
        [16, 2, 2029, '', '2028/12/1', ''],
      ],
    );
    expect((await result('sessions', 'commit', sessions)).counts).toEqual({
      create: 2,
      update: 0,
      skip: 0,
      invalid: 0,
    });
    expect((await result('sessions', 'commit', sessions)).counts).toEqual({
      create: 0,
      update: 0,
      skip: 2,
      invalid: 0,
    });
    const badDate = await result(
      'sessions',
      'check',
      await workbookOf(['届', '次', '年份', '全会开始'], [[16, 3, 2030, '2030-02-30']]),
    );
    expect(badDate.rows[0]?.problems.map((p) => p.header)).toEqual(['全会开始']);
  });

  it('refuses a non-Excel, damaged, password-protected or too large file and a missing column; the template reads back', async () => {
    const before = await userCount();
    const refusal = async (bytes: Buffer, status: number, message: RegExp, fileName?: string) => {
      const response = await upload('users', 'commit', bytes, fileName);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).message).toMatch(message);
    };
    await refusal(Buffer.from('name,phone\n王一,13900001001\n'), 400, /not an Excel workbook/);
    await refusal(Buffer.from('name,phone'), 415, /not an Excel workbook/, 'users.csv');
    const good = await workbookOf(USER_HEADERS, [
      ['王一', '13900001001', '', '政协委员', '', '教育界', '', ''],
    ]);
    await refusal(good.subarray(0, good.length - 200), 400, /damaged/);
    const encrypted = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    await refusal(encrypted, 400, /password/);
    await refusal(await workbookOf(['姓名', '电子邮箱'], [['王一', 'a@b.cn']]), 400, /手机号、角色/);
    await refusal(Buffer.alloc(50 * 1024 * 1024, 0x50), 413, /at most 10 MB/);
    expect(await userCount()).toBe(before);

    const template = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/import/users/template.xlsx',
      headers: admin,
    });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['用户', '填写说明']);
    expect(workbook.worksheets[0]?.getRow(1).getCell(2).value).toBe('手机号*');
    // The empty template, filled, imports: its starred headers are recognised.
    workbook.worksheets[0]?.addRow(['模板用户', '13900009999', '', '工作人员']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await result('users', 'check', filled)).counts.create).toBe(1);
  });
});
