// Issue 29 §3: staff build the session's proposal compilation (提案汇编) from the demo data, watch the
// background job's progress on the page, and open the finished Word file in the document viewer. The
// run's figures are read from the API (GET /api/compilations/:id) and compared with the page.
import { expect as baseExpect } from '@playwright/test';
import type { CompilationRun } from '@cppcc/contracts';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

// The job converts to PDF with LibreOffice when installed: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 420_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('compilation', () => {
  test.use({ storageState: roleState('staff') });

  test('staff build the public edition, see its progress and open it in the viewer', async ({ page }) => {
    await page.goto('/apps/staff/index');
    await page.getByRole('link', { name: '提案汇编' }).first().click();
    await expect(page).toHaveURL(/\/apps\/staff\/compilation/);
    await expect(page.getByRole('heading', { name: '提案汇编', level: 1 })).toBeVisible();

    const [created] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/compilations') && response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: '生成公开版' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const run = (await created.json()) as CompilationRun;
    const card = page.locator(`[data-run-id="${run.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText(`${run.session.name} · 公开版`);

    // While the job works, the card shows its progress; the page polls until it is done.
    const finished = await apiCall<CompilationRun>(
      page.request,
      roleToken('staff'),
      'GET',
      `/api/compilations/${run.id}`,
    );
    if (finished.state !== 'done')
      await expect(card.getByRole('progressbar', { name: '公开版生成进度' })).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 360_000 });
    await expect(card.getByText('已完成')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    const done = await apiCall<CompilationRun>(
      page.request,
      roleToken('staff'),
      'GET',
      `/api/compilations/${run.id}`,
    );
    expect(done.docx?.fileName).toBe(`${run.session.name}提案汇编（公开版）.docx`);
    await expect(card.getByRole('button', { name: /^下载 Word/ })).toBeVisible();

    // The document viewer shows the Word file.
    await card.getByRole('link', { name: '在查看器中打开' }).click();
    await expect(page).toHaveURL(/\/officeapps\/view\?src=%2Fapi%2Fcompilations%2F/);
    await expect(page.getByTestId('viewer-file-name')).toHaveText(done.docx?.fileName ?? '');
    const documentView = page.getByTestId('docx-document');
    await expect(documentView).toContainText('提案汇编', { timeout: 120_000 });
    await expect(documentView).toContainText('前\u3000\u3000言');
    await expect(documentView).toContainText('表1\u3000提案办理概况');
  });
});
