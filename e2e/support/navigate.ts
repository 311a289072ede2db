import { expect, type Page } from '@playwright/test';

/**
 * Opens an in-app URL the way a link does, without reloading: the app stays booted, so a walk over many
 * pages pays for each page's own render only. Waits until the page has settled (the URL may redirect, e.g.
 * `/apps/contacts` → `/apps/contacts/all`): the network is quiet (its code and data have arrived), the main
 * landmark is there and no loading indicator is left.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}
