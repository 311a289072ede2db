import { expect, type Page } from '@playwright/test';

/** The shell's own empty page, open to every signed-in role: the walks' stepping stone (openFromBlank). */
export const BLANK_PAGE = '/ui/page-layouts/blank';

/** A navigation inside the app, as the router's own back/forward: no reload, the session stays loaded. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Opens an in-app URL the way a link does, without reloading: the app stays booted, so a walk over many
 * pages pays for each page's own render only. Waits until the page has settled (the URL may redirect, e.g.
 * `/apps/contacts` → `/apps/contacts/all`): the network is quiet (its code and data have arrived), the main
 * landmark is there and no loading indicator is left.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await navigateInApp(page, url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Opens `route` inside the app from the blank page (a signed-in page): the router keeps the old page on
 * screen until the new one is ready, so the blank page leaving (or the route leading back to it) says the
 * route's page is there; the caller then waits for it to settle. The walks stepped through the 404 page
 * before, a bare page: every step took the whole shell (toolbar, navigation, panels) down and built it again,
 * where the blank page keeps it, as a link inside the app does (bench/RESULTS.md, issue 33, the browser test
 * step's own waste).
 */
export async function openFromBlank(page: Page, route: string, timeout?: number): Promise<void> {
  await navigateInApp(page, BLANK_PAGE);
  await expect(page.getByTestId('blank-page')).toBeVisible({ timeout });
  await navigateInApp(page, route);
  await expect
    .poll(
      async () =>
        page.evaluate(
          ([blank, target]) =>
            document.querySelector('[data-testid="blank-page"]') === null ||
            (window.location.pathname === blank && target === blank),
          [BLANK_PAGE, route],
        ),
      { timeout },
    )
    .toBe(true);
}
