// Issue 7 in the browser: the admin reads the audit log with filters, in both languages; staff may not.
import { expect as baseExpect } from '@playwright/test';
import { pageAs, stamp } from '../support/replies';
import { roleState } from '../support/roles';
import { actingAs, registeredProposal } from '../support/workflow';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe(() => {
  test.use({ storageState: roleState('admin') });
  test('admin reads the audit log with filters', async ({ page, browser }) => {
    const title = `关于审计日志筛选的测试${stamp}`;
    const { id, version } = await registeredProposal(page.request, title);
    const staff = await actingAs(page.request, 'staff');
    const leaders = await staff<{ items: { id: string }[] }>('GET', '/api/supervision/leaders');
    await staff('POST', `/api/proposals/${id}/key`, { version, isKey: true, leaderId: leaders.items[0]?.id });

    await page.goto('/apps/index');
    await page.getByRole('link', { name: '操作日志' }).click();
    await expect(page).toHaveURL(/\/apps\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: '操作日志', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: '操作', exact: true }).click();
    await page.getByRole('option', { name: '设为重点提案' }).click();
    await expect(page).toHaveURL(/action=mark_key/);
    const rows = page.getByTestId('audit-row');
    await expect(rows.filter({ hasText: title })).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-action', 'mark_key');

    // Only this proposal, whatever the action.
    await page.getByRole('button', { name: '清除全部筛选' }).click();
    await rows
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: `只看提案“${title}”的日志` })
      .click();
    await expect(page.getByTestId('audit-proposal-filter')).toContainText(title);
    await expect(rows.filter({ hasNotText: title })).toHaveCount(0);
    // Newest first: the key mark, then registration, submission and creation.
    await expect(rows.first()).toHaveAttribute('data-action', 'mark_key');
    await expect(rows.last()).toHaveAttribute('data-action', 'create');
    await expect(page.locator('[data-testid="audit-row"][data-action="register"]')).toHaveCount(1);

    // A backwards date range is named, not sent.
    await page.getByLabel('开始日期').fill('2026-12-31');
    await page.getByLabel('结束日期').fill('2026-01-01');
    await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();

    const english = await pageAs(browser, 'admin', '/apps/admin/audit?action=mark_key', 'en');
    await expect(english.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(english.getByTestId('audit-row').first()).toContainText('Marked as key proposal');

    // Not for staff.
    const staffPage = await pageAs(browser, 'staff', '/apps/admin/audit');
    await expect(staffPage).not.toHaveURL(/\/apps\/admin\/audit$/);
  });
});
