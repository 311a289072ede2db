// Issue 34 (layout): every page has exactly one <main> landmark — the sign-in pages and the profile page once
// put a second one inside the shell's, which screen readers announce as two main regions.
import { expect as baseExpect, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function expectOneMain(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expect(page.locator('main')).toHaveCount(1);
}

test('pages open without an account have one main', async ({ page }) => {
  const heading = (page: Page) => expect(page.getByRole('heading').first()).toBeVisible();
  for (const path of ['/login', '/register', '/pages/auth/forgot-password-2', '/clues']) {
    await expectOneMain(page, path, heading);
  }
});

test.describe(() => {
  test.use({ storageState: roleState('member') });
  test('signed-in pages, the profile among them, have one main', async ({ page }) => {
    await expectOneMain(page, '/pages/profile', (page) =>
      expect(page.getByTestId('profile-page')).toBeVisible(),
    );
    await expectOneMain(page, '/apps/index', (page) =>
      expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    );
  });
});
