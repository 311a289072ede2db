// Issue 27 §3 in the browser: 查重 while a member writes, and 并案 candidates at review.
import { expect as baseExpect } from '@playwright/test';
import { assignedProposal, FGW, pageAs, stamp, unitReplies } from '../support/replies';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a member writing about a replied topic sees the earlier proposal with units and reply', async ({
  browser,
}) => {
  const title = `关于城东片区共享停车泊位${stamp}的建议`;
  const request = (await browser.newContext()).request;
  const id = await assignedProposal(request, title);
  await unitReplies(request, id, 'full');

  const page = await pageAs(browser, 'member', '/apps/proposals/new');
  await page.getByRole('textbox', { name: '案由' }).fill(title);
  await page
    .getByRole('textbox', { name: '情况分析' })
    .fill('我市部分老旧小区停车难问题突出，群众反映强烈。');
  const panel = page.getByTestId('similar-proposals');
  const item = panel.getByTestId('similar-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/重合 \d+%/);
  // The demo member wrote it (the support helpers create proposals as them): listed as their own.
  await expect(item).toContainText('我的提案');
  await expect(item).toContainText(FGW);
  await expect(item.getByTestId('similar-reply')).toContainText('推进停车设施建设');
  await expect(item.locator('mark').first()).toBeVisible();
  await page.context().close();
});

test('staff see a 并案 candidate side by side and merge it', async ({ browser }) => {
  const request = (await browser.newContext()).request;
  const member = await actingAs(request, 'member');
  const text = {
    title: `关于规范电动自行车集中充电${stamp}的建议`,
    analysis: '居民楼道内为电动自行车充电引发的火灾时有发生，小区集中充电桩数量不足、收费偏高。',
    suggestions: '将集中充电设施纳入老旧小区改造；对充电运营给予电价优惠；加强楼道充电巡查。',
    kind: 'individual',
    categoryCode: 'society',
  };
  const submitted = async (body: typeof text) => {
    const draft = await member<{ id: string; version: number }>('POST', '/api/proposals', body);
    await member('POST', `/api/proposals/${draft.id}/transitions`, {
      action: 'submit',
      version: draft.version,
    });
    return draft.id;
  };
  await submitted(text);
  const duplicateTitle = `${text.title.replace('的建议', '')}管理的建议`;
  const duplicate = await submitted({
    ...text,
    title: duplicateTitle,
    analysis: text.analysis.replace('收费偏高', '收费标准不一'),
  });

  const page = await pageAs(browser, 'staff', '/apps/staff/review?pageSize=100');
  const row = page.getByTestId('queue-row').filter({ has: page.getByRole('link', { name: duplicateTitle }) });
  const candidate = row.getByTestId('merge-candidates').getByRole('button', { name: new RegExp(text.title) });
  await expect(candidate).toContainText(/重合 \d+%/);
  await candidate.click();
  const compare = page.getByTestId('merge-compare');
  await expect(compare).toContainText('待审查提案');
  await expect(compare).toContainText(text.suggestions);
  await expect(compare).toContainText(duplicateTitle);
  await page.getByTestId('merge-confirm').click();
  await expect(page.getByTestId('merge-compare')).toHaveCount(0);
  await expect(page.getByTestId('queue-row').filter({ hasText: duplicateTitle })).toHaveCount(0);
  const staff = await actingAs(request, 'staff');
  const merged = await staff<{ state: string }>('GET', `/api/proposals/${duplicate}`);
  expect(merged.state).toBe('merged');
  await page.context().close();
});
