// Issue 28 §5 and issue 29 §4: the per-unit figures on the statistics page (a figure → the proposals behind
// it, the table in Excel) and the units' assessment page (ranking, rules, the Word report). The figures are
// read from the API just before the page, in the current session, where the demo has urges, late sign-fors
// and a re-handling; other specs may add to it meanwhile, so lists are compared with a read taken after.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect as baseExpect } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { useLanguage } from '../support/session';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface FiguresRow {
  unit: { id: string; name: string };
  assigned: number;
  urges: number;
}
interface Figures {
  session: { id: string; name: string };
  items: FiguresRow[];
}
interface Proposals {
  items: { id: string; title: string; count: number }[];
}
interface Assessment {
  session: { id: string; name: string };
  items: { rank: number; score: number; figures: FiguresRow }[];
}

test.describe('per-unit figures and units assessment', () => {
  test.use({ storageState: roleState('staff') });

  test('a figure of the unit table opens the proposals behind it; the table exports to Excel', async ({
    page,
  }) => {
    const token = roleToken('staff');
    const figures = await apiCall<Figures>(page.request, token, 'GET', '/api/statistics/unit-figures');
    const urged = figures.items.find((row) => row.urges > 0);
    expect(urged, 'the demo urges a unit in the current session').toBeDefined();
    const unit = urged!.unit;

    await page.goto('/apps/staff/statistics');
    const table = page.getByTestId('table-unit-figures');
    await expect(table.getByRole('heading', { name: '承办单位办理情况' })).toBeVisible();
    await expect(table.getByTestId('unit-figures-row')).toHaveCount(figures.items.length);

    // Excel: Chinese headers, one row per unit.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: '将“承办单位办理情况”导出为 Excel 文件' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${figures.session.name}-承办单位办理情况.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('承办单位');
    expect(sheet.getRow(1).getCell(2).value).toBe('交办');
    expect(sheet.rowCount).toBe(figures.items.length + 1);

    // The urges of that unit → the proposals urged.
    const row = table.locator(`[data-testid="unit-figures-row"][data-unit="${unit.name}"]`);
    await row.locator('[data-figure="urges"]').click();
    await expect(page).toHaveURL(new RegExp(`/apps/staff/statistics/units/${unit.id}/urges`));
    await expect(page.getByRole('heading', { level: 1, name: `${unit.name}：被催办` })).toBeVisible();
    const behind = await apiCall<Proposals>(
      page.request,
      token,
      'GET',
      `/api/statistics/unit-figures/proposals?unitId=${unit.id}&figure=urges`,
    );
    expect(behind.items.length).toBeGreaterThan(0);
    await expect(page.getByTestId('unit-figure-proposal')).toHaveCount(behind.items.length);
    for (const item of behind.items) await expect(page.getByRole('link', { name: item.title })).toBeVisible();

    // Back to the statistics page.
    await page.getByRole('link', { name: '返回提案统计' }).click();
    await expect(page.getByTestId('table-unit-figures')).toBeVisible();
  });

  test('the assessment page ranks the units, shows the rules with their help, and downloads the Word report', async ({
    page,
  }) => {
    const token = roleToken('staff');
    const assessment = await apiCall<Assessment>(page.request, token, 'GET', '/api/unit-assessment');
    expect(assessment.items.length).toBeGreaterThan(2);

    await page.goto('/apps/staff/unit-assessment');
    await expect(page.getByRole('heading', { level: 1, name: '承办单位考核' })).toBeVisible();
    const rows = page.getByTestId('assessment-row');
    await expect(rows).toHaveCount(assessment.items.length);
    const top = assessment.items[0]!;
    await expect(rows.first()).toContainText(top.figures.unit.name);
    await expect(rows.first().getByTestId('assessment-score')).toHaveText(top.score.toFixed(1));
    // Staff read the rules (admin sets them); the help states the default.
    await expect(page.getByTestId('assessment-help')).toContainText('默认权重：按时签收 10、按时答复 40');
    await expect(page.getByTestId('rule-repliedOnTimeWeight')).toBeDisabled();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载考核报告（Word）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${assessment.session.name}承办单位提案办理工作考核报告.docx`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

    // In English the same page reads in English.
    await useLanguage(page, 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "Units' assessment" })).toBeVisible();
    await expect(page.getByTestId('assessment-help')).toContainText('Defaults: signed for in time 10');
  });
});
