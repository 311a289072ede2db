// Issue 7 in the browser: the public page lists only public replies, and the member prints a reply letter.
import { expect as baseExpect } from '@playwright/test';
import { assignedProposal, CONTACT_PHONE, FGW, pageAs, stamp, unitReplies } from '../support/replies';
import { useLanguage } from '../support/session';
import { test } from '../support/test';

// Long waits: the machine running the suite is shared, and each test prepares its proposals through the API.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('the public page lists only public replies, without contact details', async ({ page, browser }) => {
  const shown = `公开答复测试甲${stamp}`;
  const hidden = `公开答复测试乙${stamp}`;
  const shownId = await assignedProposal(page.request, shown);
  const hiddenId = await assignedProposal(page.request, hidden);
  const shownReply = await unitReplies(page.request, shownId, 'full');
  const hiddenReply = await unitReplies(page.request, hiddenId, 'private');

  // No sign-in: a bare page with a search.
  await page.goto('/public/replies');
  await expect(page.getByRole('heading', { name: '提案答复公开', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索公开答复' }).fill(`答复测试甲${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=.+${stamp}`));
  const list = page.getByTestId('public-replies');
  await expect(list.getByTestId('public-reply')).toHaveCount(1);
  await expect(list).toContainText(shown);
  await expect(list).toContainText(FGW);
  await expect(list).not.toContainText(hidden);
  await expect(page.getByTestId('public-total')).toHaveText('共 1 件');
  // Searching for the private one finds nothing.
  await page.getByRole('searchbox', { name: '搜索公开答复' }).fill(`答复测试乙${stamp}`);
  await expect(page.getByTestId('public-empty')).toHaveText('没有符合条件的答复');
  await page.getByRole('searchbox', { name: '搜索公开答复' }).fill(`答复测试甲${stamp}`);

  await list.getByRole('link', { name: new RegExp(shown) }).click();
  await expect(page).toHaveURL(new RegExp(`/public/replies/${shownReply}$`));
  const detail = page.getByTestId('public-reply-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(shown);
  await expect(detail).toContainText(/第\d+号/);
  await expect(detail).toContainText(FGW);
  await expect(page.getByTestId('public-reply-text')).toContainText('推进停车设施建设');
  await expect(page.locator('body')).not.toContainText(CONTACT_PHONE);
  await expect(page.locator('body')).not.toContainText('李科长');

  // The private reply is not there, even by its address.
  await page.goto(`/public/replies/${hiddenReply}`);
  await expect(page.getByTestId('public-not-found')).toBeVisible();

  // In English.
  const context = await browser.newContext();
  const english = await context.newPage();
  await useLanguage(english, 'en');
  await english.goto(`/public/replies?q=${encodeURIComponent(`答复测试甲${stamp}`)}`);
  await expect(
    english.getByRole('heading', { name: 'Published replies to proposals', level: 1 }),
  ).toBeVisible();
  await expect(english.getByTestId('public-total')).toHaveText('1 in total');

  // The member prints the reply letter (a print view of its own).
  const member = await pageAs(browser, 'member', `/print/replies/${shownReply}`);
  const letter = member.getByTestId('reply-letter');
  await expect(letter).toContainText(`关于市政协`);
  await expect(letter).toContainText('刘建国委员：');
  await expect(letter).toContainText(FGW);
  await member.emulateMedia({ media: 'print' });
  await expect(member.getByRole('toolbar')).toBeHidden();
  await expect(letter).toBeVisible();
});
