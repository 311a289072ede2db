// Issue 34: the new proposal editor keeps an open select open while the draft is created and the 查重
// check lands, and leaves a draft behind only when there is something worth keeping.
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { pageAs, stamp } from '../support/replies';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The demo member's proposals whose text holds `title`. */
async function draftsTitled(request: APIRequestContext, title: string): Promise<string[]> {
  const member = await actingAs(request, 'member');
  const { items } = await member<{ items: { title: string }[] }>(
    'GET',
    `/api/proposals?scope=mine&pageSize=100&q=${encodeURIComponent(title)}`,
  );
  return items.map((item) => item.title).filter((text) => text === title);
}

test('the type select stays open while the draft is created and the similar check lands', async ({
  browser,
  request,
}) => {
  const title = `关于老旧小区加装电梯的建议${stamp}`;
  const page = await pageAs(browser, 'member', '/apps/proposals/new');
  const editor = page.getByTestId('proposal-editor');
  const similarLanded = page.waitForResponse(
    (response) => response.url().endsWith('/api/proposals/similar') && response.ok(),
  );
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/proposals') && response.request().method() === 'POST',
  );
  await editor.getByRole('textbox', { name: '案由' }).fill(title);
  await editor.getByRole('textbox', { name: '情况分析' }).fill('老旧小区居民以老年人为主，上下楼困难。');
  // Opened before either answer: both land while the list is open.
  await editor.getByRole('combobox', { name: '提案类型' }).click();
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await Promise.all([similarLanded, created]);
  await expect(page).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/);
  await expect(page.getByTestId('similar-proposals').getByRole('progressbar')).toHaveCount(0);
  await expect(options).toBeVisible();
  await options.getByRole('option', { name: '联名提案' }).click();
  await expect(editor.getByRole('combobox', { name: '提案类型' })).toHaveText('联名提案');
  // The text typed before the draft existed is in it, and so is the kind chosen after.
  await expect(page.getByTestId('save-status')).toContainText('已保存');
  expect(await draftsTitled(request, title)).toEqual([title]);
  await page.context().close();
});

test('a title alone leaves no draft; a title with text is kept even when the tab closes at once', async ({
  browser,
  request,
}) => {
  const abandoned = `关于规范共享单车停放的建议${stamp}`;
  const page = await pageAs(browser, 'member', '/apps/proposals/new');
  const editor = page.getByTestId('proposal-editor');
  await editor.getByRole('textbox', { name: '案由' }).fill(abandoned);
  await expect(page.getByTestId('save-status')).toHaveText('填写案由及情况分析或具体建议后自动保存为草稿');
  // Leaving inside the app saves what is worth keeping: here nothing.
  await page.goto('/apps/todo/index');
  await page.context().close();

  const kept = `关于完善社区养老服务的建议${stamp}`;
  const second = await pageAs(browser, 'member', '/apps/proposals/new');
  const form = second.getByTestId('proposal-editor');
  await form.getByRole('textbox', { name: '案由' }).fill(kept);
  await form.getByRole('textbox', { name: '具体建议' }).fill('增设社区养老服务站点。');
  // Closed before the pause in typing would save it: the page's last act sends it.
  await second.close({ runBeforeUnload: true });
  await second.context().close();
  await expect.poll(() => draftsTitled(request, kept)).toEqual([kept]);
  expect(await draftsTitled(request, abandoned)).toEqual([]);
});
