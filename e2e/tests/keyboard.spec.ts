// Issue 14: the proposal lifecycle by keyboard alone. Every control is reached with Tab from the one before
// (focus order), opened with Enter or the arrow keys and confirmed with Enter: a member drafts and submits a
// proposal, staff register it and assign it to a unit, the unit signs for it. No mouse click anywhere.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { roleState } from '../support/roles';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Presses Tab until `target` (or something inside it) has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Opens a select that has the focus and picks the option with that name. */
async function choose(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

const UNIT = '市发展和改革委员会';
const TITLE = `关于推进老旧小区加装电梯的建议${Date.now() % 1_000_000}`;
let proposalPath = '';

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('a member drafts and submits a proposal by keyboard alone', async ({ page }) => {
    await page.goto('/apps/proposals/new');
    const editor = page.getByTestId('proposal-editor');
    await tabTo(page, editor.getByLabel('案由'));
    await page.keyboard.type(TITLE);
    await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/, { timeout: 30_000 });
    await choose(page, page.getByLabel('类别'), '社会建设');
    await tabTo(page, page.getByLabel('情况分析'));
    await page.keyboard.type('老旧小区居民以老年人为主，上下楼困难。');
    await tabTo(page, page.getByLabel('具体建议'));
    await page.keyboard.type('一、简化加装电梯审批；二、设立专项补贴。');
    await expect(page.getByTestId('save-status')).toContainText('已保存', { timeout: 30_000 });
    proposalPath = new URL(page.url()).pathname.replace(/\/edit$/, '');

    await tabTo(page, page.locator('[data-action="submit"]'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByTestId('action-confirm'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('proposal-state')).toHaveText('待审查');
  });
});

test.describe(() => {
  test.use({ storageState: roleState('staff') });
  test('staff register and assign it by keyboard alone', async ({ page }) => {
    expect(proposalPath).not.toBe('');
    await page.goto(proposalPath);
    await tabTo(page, page.getByTestId('proposal-actions').locator('[data-action="register"]'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByTestId('action-confirm'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('proposal-state')).toHaveText('已立案');
    await expect(page.getByTestId('proposal-number')).toHaveText(/^第\d+号$/);

    await tabTo(page, page.getByTestId('proposal-actions').locator('[data-action="assign"]'));
    await page.keyboard.press('Enter');
    const assign = page.getByTestId('assign-dialog');
    await tabTo(page, assign.getByRole('combobox', { name: '承办单位' }));
    await page.keyboard.type('发展和改革');
    const unit = page.getByRole('option', { name: UNIT, exact: true });
    await expect(unit).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(assign.getByRole('combobox', { name: '承办单位' })).toHaveValue(UNIT);
    await tabTo(page, assign.getByTestId('assign-confirm'));
    await page.keyboard.press('Enter');
    await expect(assign).toBeHidden();
    await expect(page.getByTestId('proposal-state')).toHaveText('已交办');
  });
});

test.describe(() => {
  test.use({ storageState: roleState('undertaker') });
  test('the unit signs for it by keyboard alone', async ({ page }) => {
    const id = proposalPath.split('/').pop() ?? '';
    expect(id).not.toBe('');
    await page.goto(`/undertaker/undertaker/detail/${id}`);
    await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('待签收');
    await tabTo(page, page.getByTestId('task-actions').getByRole('button', { name: '签收' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: '签收' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('办理中');
  });
});
