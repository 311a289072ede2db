import { expect } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/**
 * The content pages (issue 18, seed 001 §2): the invoice prints to exactly one A4 page, the FAQ filters as one
 * types, a knowledge-base article opens in a dialog and its category opens its page, and the site search finds
 * the member's own draft but never another member's; the key error case, an unknown invoice id, says so.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: roleState('member') });

/** Pages in a PDF made by Chromium: one `/Type /Page` object per page (not `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

test('prints the invoice, both variants, to exactly one A4 page; an unknown id is named', async ({
  page,
}) => {
  await useLanguage(page, 'zh-CN');
  for (const variant of ['modern', 'compact']) {
    await page.goto(`/pages/invoices/${variant}`);
    const invoice = page.getByTestId('invoice');
    await expect(invoice.getByTestId('invoice-total')).toHaveText('¥9,000.00');
    await expect(invoice.getByTestId('invoice-service')).toHaveCount(4);
    await expect(page.getByRole('button', { name: '打印 / 另存为 PDF' })).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pageCount(pdf), `${variant} prints to one page`).toBe(1);
    // Print media shows only the invoice: the shell's navigation is not on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.invoice-print-sheet')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  }

  await page.goto('/pages/invoices/compact?id=no-such-invoice');
  await expect(page.getByTestId('invoice-not-found')).toHaveText('找不到编号为“no-such-invoice”的发票。');
  await expect(page.getByTestId('invoice')).toHaveCount(0);
});

test('filters the FAQ and opens a knowledge-base article and category', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await page.goto('/pages/faq');
  await expect(page.getByTestId('faq-count')).toHaveText('共 14 个问题');
  await expect(page.getByTestId('faq-group')).toHaveCount(4);
  await page.getByTestId('faq-search').fill('密码');
  await expect(page.getByTestId('faq-count')).toHaveText('共 1 个问题');
  await page.getByRole('button', { name: '忘记密码怎么办？' }).click();
  await expect(page.getByText('用绑定的手机号接收验证码')).toBeVisible();
  await page.getByTestId('faq-search').fill('没有这个词');
  await expect(page.getByText('没有找到相关问题，换个关键词试试。')).toBeVisible();

  await page.goto('/pages/knowledge-base');
  const categories = page.getByTestId('kb-category');
  await expect(categories).toHaveCount(4);
  const account = categories.filter({ hasText: '我的账号' });
  await expect(account.getByText('17 篇文章')).toBeVisible();
  await expect(account.getByTestId('kb-article')).toHaveCount(5);
  await account.getByRole('button', { name: '首次登录与设置密码' }).click();
  const dialog = page.getByRole('dialog', { name: '首次登录与设置密码' });
  await expect(dialog.getByTestId('article-content')).toContainText('不要与其他网站使用相同的密码');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  await account.getByRole('link', { name: '查看全部 17 篇' }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/account$/);
  await expect(page.getByTestId('kb-article')).toHaveCount(17);

  // On a phone, in English: the article dialog takes the whole screen.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Signing in with an SMS code' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Signing in with an SMS code' });
  await expect(phoneDialog.getByTestId('article-content')).toContainText('valid for 5 minutes');
  expect((await phoneDialog.boundingBox())?.width).toBe(375);
  await page.goto('/pages/faq');
  await expect(page.getByTestId('faq-count')).toHaveText('14 questions');
});

test('the site search finds the member’s own draft, not another member’s', async ({ page }) => {
  const word = `检索${Math.random().toString(36).slice(2, 8)}`;
  const draft = { analysis: '现状分析。', suggestions: '具体建议。', categoryCode: 'society' };
  const member = await actingAs(page.request, 'member');
  const other = await actingAs(page.request, { email: '13900000002' });
  const mine = await member<{ id: string }>('POST', '/api/proposals', {
    ...draft,
    title: `关于${word}的建议（本人）`,
  });
  const theirs = await other<{ id: string }>('POST', '/api/proposals', {
    ...draft,
    title: `关于${word}的建议（他人）`,
  });

  await useLanguage(page, 'zh-CN');
  await page.goto('/pages/search/modern');
  await expect(page.getByTestId('search-summary')).toHaveText('推荐阅读');
  await expect(page.getByTestId('search-result')).toHaveCount(8);

  await page.goto(`/pages/search/classic?q=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('search-summary')).toHaveText(`“${word}”的搜索结果：1 条`);
  const result = page.getByTestId('search-result');
  await expect(result).toHaveCount(1);
  await expect(result.getByRole('link')).toHaveAttribute('href', `/apps/proposals/${mine.id}`);
  await expect(page.getByText(`关于${word}的建议（他人）`)).toHaveCount(0);
  expect(theirs.id).not.toBe(mine.id);
  await result.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/apps/proposals/${mine.id}$`));
});
