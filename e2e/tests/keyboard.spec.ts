// Issue 14: the proposal lifecycle by keyboard alone. Every control is reached with Tab from the one before
// (focus order), opened with Enter or the arrow keys and confirmed with Enter: a member drafts and submits a
// proposal, staff register it and assign it to a unit, the unit signs for it, records a call and writes,
// generates and submits its reply; staff approve it (through the API: their review is not this walk's
// point) and the member evaluates the reply. No mouse click anywhere.
import { expect, type Locator, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

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

/**
 * Opens a select (its combobox: the open listbox is labelled by the same label) and picks the option with
 * that name; returns once the listbox has closed and the focus is back on the select, where Tab goes on.
 */
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
  // Closed: the option (and its listbox) left the page's accessible tree.
  await expect(wanted).toBeHidden();
  await expect(select).toContainText(option);
  await expect(select).toBeFocused();
}

/** Moves within a radio group with the arrow keys until `name` is checked. */
async function pickRadio(page: Page, group: Locator, name: string) {
  await tabTo(page, group);
  const wanted = group.getByRole('radio', { name, exact: true });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(wanted).toBeFocused();
  // The first radio of a group with none checked takes the focus unchecked: Space checks it.
  if (!(await wanted.isChecked())) await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();
}

/** Tabs into a tab list (only its selected tab is in the Tab order), arrows to the tab and opens it. */
async function openTab(page: Page, name: string) {
  const wanted = page.getByRole('tab', { name });
  await tabTo(page, page.getByRole('tablist').filter({ has: wanted }));
  for (let presses = 0; presses < 10; presses += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
}

/** Tabs to a button and presses Enter. */
async function press(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
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
    await choose(page, page.getByRole('combobox', { name: '类别' }), '社会建设');
    await tabTo(page, page.getByLabel('情况分析'));
    await page.keyboard.type('老旧小区居民以老年人为主，上下楼困难。');
    // A title and some text make the draft (issue 34: a title alone is not kept).
    await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/, { timeout: 30_000 });
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

test.describe(() => {
  test.use({ storageState: roleState('undertaker') });
  test('the unit records a call and writes, generates and submits its reply by keyboard alone', async ({
    page,
  }) => {
    const id = proposalPath.split('/').pop() ?? '';
    expect(id).not.toBe('');
    await page.goto(`/undertaker/undertaker/detail/${id}`);
    await expect(page.getByTestId('unit-task').getByTestId('task-state').first()).toHaveText('办理中');
    await press(page, page.getByRole('button', { name: '新增沟通记录' }));
    const record = page.getByRole('dialog', { name: '新增沟通记录' });
    await choose(page, record.getByRole('combobox', { name: '沟通方式' }), '电话');
    await tabTo(page, record.getByLabel('参加人员'));
    await page.keyboard.type('刘建国委员，发改委张伟');
    await tabTo(page, record.getByLabel('沟通情况'));
    await page.keyboard.type('电话听取委员意见，委员认可加装电梯的办理思路。');
    await press(page, record.getByRole('button', { name: '保存' }));
    await expect(record).toBeHidden();
    await expect(page.getByTestId('communications')).toContainText('刘建国委员');

    await press(page, page.getByTestId('open-reply'));
    await expect(page.getByRole('heading', { name: '提案答复', exact: true })).toBeVisible();
    await tabTo(page, page.getByLabel('文号'));
    await page.keyboard.type(`发改提〔2026〕${Date.now() % 1000}号`);
    await choose(page, page.getByRole('combobox', { name: '答复类别' }), 'A 所提问题已解决或采纳');
    await tabTo(page, page.getByLabel('答复正文'));
    await page.keyboard.type('经研究，我委将简化加装电梯审批流程，并设立专项补贴。');
    await tabTo(page, page.getByLabel('签发领导'));
    await page.keyboard.type('李明');
    await tabTo(page, page.getByLabel('联系人', { exact: true }));
    await page.keyboard.type('张伟');
    await tabTo(page, page.getByLabel('联系电话'));
    await page.keyboard.type('0571-87000000');
    await press(page, page.getByRole('button', { name: '保存', exact: true }));
    await expect(page.getByText('已保存', { exact: true })).toBeVisible();

    // No document yet: the letter is generated at once (a replacement would ask first).
    await press(page, page.getByRole('button', { name: '生成答复函' }));
    await expect(page.getByTestId('document-name')).toBeVisible();
    await press(page, page.getByTestId('submit-reply'));
    await press(page, page.getByRole('dialog').getByRole('button', { name: '提交答复' }));
    await expect(page.getByTestId('review-outcome')).toContainText('等待提案委审核');
  });
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('the member evaluates the approved reply by keyboard alone', async ({ page }) => {
    const id = proposalPath.split('/').pop() ?? '';
    const fgw = await actingAs(page.request, 'undertaker');
    const staff = await actingAs(page.request, 'staff');
    const task = await fgw<{ id: string; version: number }>('GET', `/api/proposals/${id}/my-task`);
    await staff('POST', `/api/tasks/${task.id}/transitions`, {
      action: 'approve_reply',
      version: task.version,
    });

    await page.goto('/apps/todo/index');
    await openTab(page, '待评价答复');
    const card = page.getByTestId('review-card').filter({ hasText: TITLE });
    const form = card.getByTestId('evaluation-form');
    await pickRadio(page, form.getByRole('radiogroup', { name: /办理态度/ }), '满意');
    await pickRadio(page, form.getByRole('radiogroup', { name: /办理结果/ }), '满意');
    await pickRadio(page, form.getByRole('radiogroup', { name: /沟通/ }), '是');
    await press(page, form.getByRole('button', { name: '提交评价' }));
    await press(page, page.getByRole('dialog').getByRole('button', { name: '提交评价' }));
    // The sole signer was satisfied: the proposal is concluded and leaves the list.
    await expect(page.getByTestId('evaluation-outcome')).toContainText('提案已办结');
    await expect(card).toHaveCount(0);
  });
});
