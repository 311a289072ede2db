// Issue 30 §3: a list exports what it shows. Staff search the proposal list of all sessions, export it, and
// the downloaded .xlsx (read with exceljs) holds exactly the rows the list route answers for that filter —
// every page of them — in the columns the table shows, in their order.
import ExcelJS from 'exceljs';
import { expect as baseExpect, test } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface ListAnswer {
  items: { id: string; title: string; number: number | null }[];
  total: number;
}

test.describe('list export', () => {
  test.use({ storageState: roleState('staff') });

  test('staff filter the proposal list and export exactly its rows and visible columns', async ({ page }) => {
    const token = roleToken('staff');
    const all = await apiCall<ListAnswer>(
      page.request,
      token,
      'GET',
      '/api/proposals?scope=all&pageSize=100',
    );
    const sample = all.items.find((item) => item.title.replace(/^关于/, '').length >= 2);
    if (!sample) throw new Error('no proposal in the seed');
    const term = [...sample.title.replace(/^关于/, '')].slice(0, 2).join('');

    // Page size 10, so the filtered list has more than one page when the term matches several proposals.
    await page.goto('/apps/staff/proposals?session=all&pageSize=10');
    await page.getByTestId('search-input').fill(term);
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term)}`));
    const expected = await apiCall<ListAnswer>(
      page.request,
      token,
      'GET',
      `/api/proposals?scope=all&q=${encodeURIComponent(term)}&pageSize=100`,
    );
    expect(expected.items.map((item) => item.id)).toContain(sample.id);
    await expect(page.getByTestId('proposal-row')).toHaveCount(Math.min(expected.total, 10));

    const headers = (await page.locator('table thead th').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text !== '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-button').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^全部提案-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(headers);
    const titleAt = headers.indexOf('案由');
    const numberAt = headers.indexOf('提案号');
    expect(rows.slice(1).map((row) => row[titleAt])).toEqual(expected.items.map((item) => item.title));
    expect(rows.slice(1).map((row) => row[numberAt] ?? null)).toEqual(
      expected.items.map((item) => item.number),
    );
  });
});
