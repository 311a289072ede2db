import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('the placeholder page renders in Chinese, then in English', async ({ page }) => {
    await page.goto('/apps/home'); // '/' now lands a guest on /login (issue 3)
    const placeholder = page.getByTestId('placeholder-page');
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByRole('heading', { name: '政协提案管理系统' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.getByRole('button', { name: '切换语言' }).click();
    await expect(
      placeholder.getByRole('heading', { name: 'CPPCC Proposal Management System' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The choice is remembered across a reload.
    await page.reload();
    await expect(
      placeholder.getByRole('heading', { name: 'CPPCC Proposal Management System' }),
    ).toBeVisible();
  });

  test("index.html's splash is on screen until the first page, and gives way to the message without JavaScript", async ({
    browser,
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('#splash')).toHaveCount(0);

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    await bare.goto('/login');
    await expect(bare.locator('#splash')).toBeHidden();
    await expect(bare.locator('#root')).toBeHidden();
    const box = await bare
      .locator('noscript')
      .last()
      .evaluate((element) => element.parentElement?.innerText);
    expect(box).toContain('请启用 JavaScript 以使用本系统。');
    await withoutScripts.close();
  });

  test('an unknown path shows the 404 page in both languages', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '切换语言' }).click();
    await expect(page.getByRole('button', { name: 'Switch language' })).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('the API answers unknown paths with the JSON error shape', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toContain('/api/nope');
  });

  test('the server serves the app for deep links (history fallback)', async ({ request }) => {
    const response = await request.get('/some/deep/page');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  });
});
