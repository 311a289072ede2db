// Issue 27 (a member seeing a similar published proposal while writing): the demo's clue 小微企业贷款门槛高
// was adopted by another member, whose proposal got a published reply (seed/clue-leftovers.ts). A member
// writing on the same matter sees, in the editor's 查重 panel, that published proposal with its unit and
// reply, and the library clue itself — with overlap and shared passages, and nothing of the clue's sender.
import { expect as baseExpect } from '@playwright/test';
import { roleState } from '../support/roles';
import { test } from '../support/test';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const TITLE = '小微企业贷款门槛高';

test('a member writing sees a similar published proposal of another member and a library clue', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: roleState('member') });
  const page = await context.newPage();
  await page.goto('/apps/proposals/new');
  await page.getByRole('textbox', { name: '案由' }).fill('关于降低小微企业贷款门槛的建议');
  await page
    .getByRole('textbox', { name: '情况分析' })
    .fill('一家二十人的加工厂，申请贷款要求抵押物多、审批时间长，小微企业贷款门槛高。');
  const panel = page.getByTestId('similar-proposals');
  const items = panel.getByTestId('similar-item').filter({ hasText: TITLE });

  const published = items.filter({ hasText: '已公开' });
  await expect(published).toBeVisible();
  await expect(published).toContainText(/重合 \d+%/);
  await expect(published).toContainText('市发展和改革委员会');
  await expect(published.getByTestId('similar-reply')).toContainText('扩大政府性融资担保覆盖面');
  await expect(published.locator('mark').first()).toBeVisible();

  const clue = items.filter({ hasText: '线索库' });
  await expect(clue).toBeVisible();
  await expect(clue).toContainText(/重合 \d+%/);
  await expect(clue.getByTestId('similar-reply')).toContainText('群众提出的提案线索');
  await expect(clue.locator('mark').first()).toBeVisible();
  // Never the sender's phone.
  await expect(panel).not.toContainText(/1390100\d{4}/);

  // The clue opens in the library, found by its title.
  const [library] = await Promise.all([
    context.waitForEvent('page'),
    clue.getByRole('link', { name: TITLE }).click(),
  ]);
  await expect(library.getByTestId('clue-card').filter({ hasText: TITLE })).toBeVisible();
  await context.close();
});
