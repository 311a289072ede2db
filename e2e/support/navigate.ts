import { expect, type Page } from '@playwright/test';

/** The shell's own empty page, open to every signed-in role: the walks' stepping stone (openFromBlank). */
export const BLANK_PAGE = '/ui/page-layouts/blank';

/** The 404 page, a bare page: route-walk's and phone-walk's stepping stone (openFrom404). */
export const NOT_FOUND = '/pages/errors/error-404';

/** As long as the expectations wait (playwright.config.ts). */
const SETTLE_TIMEOUT = 20_000;

/** A navigation inside the app, as the router's own back/forward: no reload, the session stays loaded. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

type SettleWindow = Window & { settleProbe?: { token: string; href: string; polls: number } };

/**
 * In the page, once per animation frame (page.waitForFunction): whether the page shown is the destination's own.
 * That is a main landmark with something in it, or an error page, and no loading indicator drawn (an
 * aria-hidden one too: the route's top bar), the same on three polls in a row at the same address (now and
 * two frames on: a redirect's effect, which runs after its render, has had its turn). A redirect renders an
 * empty `<main>`, bare or in the shell (the guard's), until its destination replaces it: a main landmark alone
 * let route-walk read `/` → `/apps/index` → the landing mid-chain (bench/RESULTS.md, route-walk's flake).
 * Without a token, the first part alone, once: whether the page shown is the destination's now.
 */
function settledInPage(token: string | null): boolean {
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
  };
  const content =
    [...document.querySelectorAll('main, [role="main"]')].some(
      (main) => main.childElementCount > 0 && shown(main),
    ) || [...document.querySelectorAll('[data-testid^="error-page-"]')].some(shown);
  // Drawn: not under `display: none` or `visibility: hidden` (a closed backdrop keeps its spinner so).
  const loading = [...document.querySelectorAll('[role="progressbar"]')].some((bar) =>
    bar.checkVisibility({ visibilityProperty: true }),
  );
  if (token === null) return content && !loading;
  const probe = window as SettleWindow;
  const last = probe.settleProbe;
  const href = window.location.href;
  const polls = content && !loading ? (last?.token === token && last.href === href ? last.polls : 0) + 1 : 0;
  probe.settleProbe = { token, href, polls };
  return polls >= 3;
}

let settles = 0;

/** Once, now: whether the page shown is a destination's own (content, no loading indicator; settledInPage). */
export function destinationShown(page: Page): Promise<boolean> {
  return page.evaluate(settledInPage, null);
}

/** Waits until the page shown is the destination's own, settled (settledInPage). */
export async function settled(page: Page, timeout = SETTLE_TIMEOUT): Promise<void> {
  settles += 1;
  try {
    await page.waitForFunction(settledInPage, String(settles), { polling: 'raf', timeout });
  } catch (error) {
    throw new Error(
      `${page.url()} did not settle: no main landmark with content and no error page, or a loading indicator left\n${String(error)}`,
      { cause: error },
    );
  }
}

/**
 * Opens an in-app URL the way a link does, without reloading: the app stays booted, so a walk over many
 * pages pays for each page's own render only. Waits until the page has settled, so a redirect (e.g.
 * `/apps/contacts` → `/apps/contacts/all`) has reached its destination.
 */
export async function openInApp(page: Page, url: string, timeout?: number): Promise<void> {
  await navigateInApp(page, url);
  await settled(page, timeout);
}

/**
 * Opens `route` inside the app from the 404 page, then waits until it has settled: the router keeps the old
 * page on screen until the new one is ready, so the 404 page leaving (or the route leading back to it) says
 * the route's page is there. Each wait is a check in the page every animation frame (one call for the wait,
 * where expect.poll's first miss added 100 ms to each route).
 */
export async function openFrom404(page: Page, route: string, timeout = SETTLE_TIMEOUT): Promise<void> {
  await navigateInApp(page, NOT_FOUND);
  await page.waitForFunction(
    () => {
      const box = document.querySelector('[data-testid="error-page-404"]')?.getBoundingClientRect();
      return box !== undefined && box.width > 0 && box.height > 0;
    },
    undefined,
    { polling: 'raf', timeout },
  );
  await navigateInApp(page, route);
  await page.waitForFunction(
    ([notFound, target]) =>
      document.querySelector('[data-testid="error-page-404"]') === null ||
      (window.location.pathname === notFound && target !== notFound),
    [NOT_FOUND, route],
    { polling: 'raf', timeout },
  );
  await settled(page, timeout);
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
