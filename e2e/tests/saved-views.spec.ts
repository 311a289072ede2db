import { expect, type Page } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { useLanguage } from '../support/session';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

/**
 * Issue 30 §3: a list's column choice and saved views. A staff user filters the proposal list, hides and
 * reorders columns, saves the view shared with all staff; a reload and the link in a new page show the same
 * filter and columns; the view becomes the default of a bare list; a second staff user (in English) opens
 * the shared view and may not delete it; its owner deletes it after a confirmation.
 */
test.describe.configure({ timeout: 120_000 });

const LIST = '/apps/staff/proposals';
const headers = (page: Page) => page.getByTestId('staff-proposals').locator('thead th');
const rows = (page: Page) => page.getByTestId('proposal-row');

/** Every row shown is registered (the filter holds), and there is at least one. */
async function expectOnlyRegistered(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).and(page.locator(':not([data-state="registered"])'))).toHaveCount(0);
}

/** The header texts, the selection checkbox's empty cell left out. */
async function expectHeaders(page: Page, labels: string[]) {
  await expect
    .poll(async () => (await headers(page).allTextContents()).filter((text) => text.trim() !== ''))
    .toEqual(labels);
}

test.describe('saved views of the proposal list', () => {
  test.use({ storageState: roleState('staff') });

  test('filter, choose columns, save a shared view; a link, a reload and another staff user see it', async ({
    page,
    browser,
  }) => {
    await useLanguage(page, 'zh-CN');
    const name = `已立案视图${Date.now()}`;
    await page.goto(LIST);
    await expect(rows(page).first()).toBeVisible();

    // Filter: registered proposals only.
    await page.getByTestId('state-filter').locator('..').click();
    await page.getByTestId('state-option-registered').click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/state=registered/);
    await expectOnlyRegistered(page);

    // Columns: hide 提案人, move 状态 up past 提案类型, show 届次 — by keyboard-reachable controls.
    await page.getByTestId('column-chooser').click();
    const chooser = page.getByRole('dialog', { name: '显示哪些列' });
    // The choice goes through the URL (a router transition): wait for it rather than check at once.
    await chooser.getByRole('checkbox', { name: '提案人' }).click();
    await expect(chooser.getByRole('checkbox', { name: '提案人' })).not.toBeChecked();
    await chooser.getByRole('button', { name: '上移“状态”' }).click();
    await chooser.getByRole('checkbox', { name: '届次' }).focus();
    await page.keyboard.press('Space');
    await expect(chooser.getByRole('checkbox', { name: '届次' })).toBeChecked();
    await chooser.getByTestId('column-chooser-done').click();
    const chosen = ['提案号', '案由', '类别', '状态', '提案类型', '提交时间', '更新时间', '届次'];
    await expectHeaders(page, chosen);
    await expect(page).toHaveURL(/columns=number%2Ctitle%2Ccategory%2Cstate%2Ckind/);

    // Save it as a view shared with all staff.
    await page.getByTestId('saved-views').click();
    await page.getByTestId('save-view').click();
    const save = page.getByRole('dialog', { name: '保存视图' });
    await save.getByTestId('view-name').fill(name);
    await save.getByRole('checkbox', { name: '与全体工作人员共享' }).check();
    await save.getByTestId('view-save').click();
    await expect(save).toBeHidden();
    await expect(page.getByTestId('saved-views')).toHaveText(`视图：${name}`);

    // A reload, and the link in a new page, show the same filter and columns.
    const link = page.url();
    await page.reload();
    await expectHeaders(page, chosen);
    await expectOnlyRegistered(page);
    const second = await page.context().newPage();
    await second.goto(link);
    await expectHeaders(second, chosen);
    await expectOnlyRegistered(second);
    await second.close();

    // Made the default, it opens on the bare list.
    await page.getByTestId('saved-views').click();
    await page.getByTestId('manage-views').click();
    const manage = page.getByRole('dialog', { name: '管理视图' });
    const row = manage.getByTestId('manage-view-row').filter({ hasText: name });
    await row.getByTestId('view-default').click();
    await expect(row.getByText('默认', { exact: true })).toBeVisible();
    await manage.getByRole('button', { name: '关闭' }).click();
    await page.goto(LIST);
    await expect(page).toHaveURL(/state=registered/);
    await expectHeaders(page, chosen);

    // A second staff user, in English, finds the shared view, opens it, and may not delete it.
    const email = `staff2-${Date.now()}@cppcc.demo`;
    await apiCall(page.request, roleToken('admin'), 'POST', '/api/admin/users', {
      displayName: '工作人员 乙',
      email,
      password: 'saved-views-e2e-2026!',
      roles: ['staff'],
    });
    const context = await browser.newContext();
    const other = await context.newPage();
    await useLanguage(other, 'en');
    await signInWithPassword(other, email, 'saved-views-e2e-2026!');
    await other.goto(LIST);
    await expect(rows(other).first()).toBeVisible();
    await other.getByTestId('saved-views').click();
    const option = other.getByTestId('saved-view-option').filter({ hasText: name });
    await expect(option).toContainText('shared by');
    await option.click();
    await expect(other).toHaveURL(/state=registered/);
    await expectHeaders(other, [
      'No.',
      'Title',
      'Category',
      'State',
      'Kind',
      'Submitted',
      'Updated',
      'Session',
    ]);
    await expectOnlyRegistered(other);
    await other.getByTestId('saved-views').click();
    await other.getByTestId('manage-views').click();
    const theirs = other.getByRole('dialog', { name: 'Manage views' }).getByTestId('manage-view-row');
    await expect(theirs.filter({ hasText: name }).getByTestId('view-delete')).toHaveCount(0);
    await context.close();

    // Its owner deletes it, after a confirmation.
    await page.getByTestId('saved-views').click();
    await page.getByTestId('manage-views').click();
    await manage.getByTestId('manage-view-row').filter({ hasText: name }).getByTestId('view-delete').click();
    const confirmDialog = page.getByRole('dialog', { name: '删除视图' });
    await expect(confirmDialog).toContainText(name);
    await confirmDialog.getByRole('button', { name: '删除' }).click();
    await expect(manage.getByTestId('manage-view-row').filter({ hasText: name })).toHaveCount(0);
  });
});

/** Signs a page in with an account's password through the API and the stored token the app resumes from. */
async function signInWithPassword(page: Page, email: string, password: string) {
  const response = await page.request.get('/api/auth', { params: { email, password } });
  expect(response.ok()).toBe(true);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
}

test.describe('a saved view of a handling queue', () => {
  test.use({ storageState: roleState('staff') });

  test('keeps its queue tab, and columns dragged into a new order; reopened from another queue', async ({
    page,
  }) => {
    await useLanguage(page, 'zh-CN');
    const name = `逾期视图${Date.now()}`;
    await page.goto('/apps/staff/handling/overdue?q=%E5%BB%BA%E8%AE%AE');
    await expect(page.getByTestId('staff-handling')).toHaveAttribute('data-queue', 'overdue');

    // Drag 承办单位 by its handle onto 案由's place (a mouse; the up/down buttons are the keyboard's way).
    await page.getByTestId('column-chooser').click();
    const chooser = page.getByRole('dialog', { name: '显示哪些列' });
    const handle = await chooser.getByTestId('column-drag-unit').boundingBox();
    const onto = await chooser.getByTestId('column-title').boundingBox();
    if (!handle || !onto) throw new Error('the chooser rows have no boxes');
    const x = handle.x + handle.width / 2;
    await page.mouse.move(x, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, handle.y + handle.height / 2 - 8, { steps: 4 });
    await page.mouse.move(x, onto.y + onto.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page).toHaveURL(/columns=number%2Cunit%2Ctitle/);
    await chooser.getByTestId('column-chooser-done').click();

    await page.getByTestId('saved-views').click();
    await page.getByTestId('save-view').click();
    const save = page.getByRole('dialog', { name: '保存视图' });
    await save.getByTestId('view-name').fill(name);
    await save.getByTestId('view-save').click();
    await expect(save).toBeHidden();
    await expect(page.getByTestId('saved-views')).toHaveText(`视图：${name}`);

    // Another queue is another tab: the view is not the one shown there; opening it goes back.
    await page.getByTestId('queue-tab-due_soon').click();
    await expect(page.getByTestId('staff-handling')).toHaveAttribute('data-queue', 'due_soon');
    await expect(page.getByTestId('saved-views')).not.toHaveText(`视图：${name}`);
    await page.getByTestId('saved-views').click();
    await page.getByTestId('saved-view-option').filter({ hasText: name }).click();
    await expect(page.getByTestId('staff-handling')).toHaveAttribute('data-queue', 'overdue');
    await expect(page).toHaveURL(/\/apps\/staff\/handling\/overdue\?/);
    await expect(page).toHaveURL(/columns=number%2Cunit%2Ctitle/);
    await expect(page).toHaveURL(/q=%E5%BB%BA%E8%AE%AE/);
    await expect(page.getByTestId('saved-views')).toHaveText(`视图：${name}`);
  });
});
