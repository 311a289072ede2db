import { expect } from '@playwright/test';
import { roleState } from '../support/roles';
import { test } from '../support/test';

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

  test('pages run under the CSP without a violation (zod compiles no code with eval)', async ({
    browser,
  }) => {
    const violations: string[] = [];
    const open = async (path: string, storageState?: string) => {
      const context = await browser.newContext(storageState ? { storageState } : {});
      const page = await context.newPage();
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const { reportCspViolation } = window as unknown as { reportCspViolation: (text: string) => void };
          reportCspViolation(`${location.pathname}: ${event.violatedDirective} ${event.sourceFile}`);
        });
      });
      await page.goto(path);
      return { context, page };
    };
    // A guest's sign-in form, a signed-in workbench with API answers, and the 404 page.
    const guest = await open('/pages/auth/login');
    await expect(guest.page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    const staff = await open('/apps/index', roleState('staff'));
    await expect(staff.page.getByTestId('vertical-navigation')).toBeVisible();
    await guest.page.goto('/no/such/page');
    await expect(guest.page.getByText('404', { exact: true })).toBeVisible();
    // A violation is reported in a task of its own: a round trip through each page lets it arrive.
    for (const { page } of [guest, staff])
      await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    expect(violations).toEqual([]);
    await Promise.all([guest.context.close(), staff.context.close()]);
  });

  test('the server serves the app for deep links (history fallback)', async ({ request }) => {
    const response = await request.get('/some/deep/page');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  });
});
