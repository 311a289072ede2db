// Issue 30 §3: the admin's user list exports what it shows. The admin picks a role, exports, and the
// downloaded .xlsx (read with exceljs) holds exactly the users the list route answers for that role — every
// page — in the table's data columns.
import ExcelJS from 'exceljs';
import { expect as baseExpect } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface UserListAnswer {
  items: { id: string; displayName: string }[];
  total: number;
}

test.describe('admin list export', () => {
  test.use({ storageState: roleState('admin') });

  test('the admin exports the users of one role, all pages, in the table columns', async ({ page }) => {
    const expected = await apiCall<UserListAnswer>(
      page.request,
      roleToken('admin'),
      'GET',
      '/api/admin/users?role=members&pageSize=100',
    );
    expect(expected.total).toBeGreaterThan(0);
    await page.goto('/apps/admin/users?role=members&pageSize=10');
    await expect(page.getByTestId('admin-users').locator('tbody tr').first()).toBeVisible();
    const headers = (await page.locator('table thead th').allInnerTexts()).map((text) => text.trim());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-button').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^用户-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // The table's last column holds the actions, which are not data.
    expect(rows[0]).toEqual(headers.slice(0, -1));
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected.items.map((user) => user.displayName));
  });
});
