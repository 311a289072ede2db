// Issue 30 §1–2 in the browser: the admin checks an Excel file (rows with their problems, nothing written),
// fixes it, imports it after a confirmation; then finds acts in the administration and security log.
import { expect as baseExpect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const HEADERS = ['姓名', '手机号', '电子邮箱', '角色', '所属单位', '界别', '党派', '专委会'];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const file = (buffer: Buffer) => ({
  name: 'members.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer,
});

test.use({ storageState: roleState('admin') });

test('admin checks a file with errors, fixes it and imports it', async ({ page }) => {
  const tail = String(Date.now()).slice(-8);
  const [phoneA, phoneB] = [`136${tail}`, `135${tail}`];
  const nameA = `导入甲${tail.slice(-4)}`;
  await page.goto('/apps/admin/import');
  await expect(page.getByRole('heading', { name: 'Excel 导入', level: 1 })).toBeVisible();

  await page.getByTestId('import-file').setInputFiles(
    file(
      await xlsx([
        [nameA, phoneA, '', '政协委员', '', '教育界', '', ''],
        ['导入乙', '1350000', '', '政协委员', '', '', '', ''],
      ]),
    ),
  );
  await page.getByRole('button', { name: '检查', exact: true }).click();
  const rows = page.getByTestId('import-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveAttribute('data-outcome', 'invalid');
  await expect(rows.nth(1)).toContainText('手机号');
  await expect(rows.nth(1)).toContainText('界别');
  await expect(page.getByText('有 1 行存在问题')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认导入' })).toHaveCount(0);

  await page.getByTestId('import-file').setInputFiles(
    file(
      await xlsx([
        [nameA, phoneA, '', '政协委员', '', '教育界', '', ''],
        ['导入乙', phoneB, '', '政协委员', '', '科技界', '', ''],
      ]),
    ),
  );
  await page.getByRole('button', { name: '检查', exact: true }).click();
  await expect(page.locator('[data-outcome="create"]')).toHaveCount(2);
  await page.getByRole('button', { name: '确认导入' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByTestId('import-done')).toContainText('新建 2');

  const admin = await actingAs(page.request, 'admin');
  const found = await admin<{ items: { displayName: string }[] }>('GET', `/api/admin/users?q=${phoneA}`);
  expect(found.items.map((user) => user.displayName)).toEqual([nameA]);
});

test('admin finds an act in the administration and security log', async ({ page }) => {
  const admin = await actingAs(page.request, 'admin');
  const name = `市审计测试局${Date.now()}`;
  await admin('POST', '/api/admin/units', { name, type: '政府' });

  await page.goto('/apps/admin/audit');
  await page.getByRole('tab', { name: '管理与安全日志' }).click();
  await expect(page).toHaveURL(/\/apps\/admin\/audit\/admin/);
  // The proposal event log has an 操作 filter too: act only once the new page is there.
  await expect(page.getByRole('heading', { name: '管理与安全日志', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: '操作', exact: true }).click();
  await page.getByRole('option', { name: '创建单位' }).click();
  await page.getByRole('textbox', { name: '对象' }).fill(name);
  const rows = page.getByTestId('admin-log-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-action', 'unit.created');
  await expect(rows.first()).toContainText(name);
  await expect(page).toHaveURL(/action=unit\.created/);
});
