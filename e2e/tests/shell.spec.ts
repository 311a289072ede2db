import type { DemoAccountKey } from '@cppcc/contracts';
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { roleState } from '../support/roles';
import { test } from '../support/test';

/**
 * The application shell (issue 4): layouts and options, nine themes per area, folding, the mobile drawer,
 * search, shortcuts, navigation per role and settings that follow a signed-in user. The UI runs in English
 * (the language is remembered in localStorage) so that names match seed 000's texts.
 */
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
const GUEST_PAGE = '/apps/home';

const THEMES = [
  ['default', 'Default'],
  ['sunset', 'Sunset'],
  ['greeny', 'Greeny'],
  ['beach', 'Beach'],
  ['tech', 'Tech'],
  ['sweetHues', 'Sweet hues'],
  ['defaultDark', 'Default dark'],
  ['deepOcean', 'Deep ocean'],
  ['slate', 'Slate'],
] as const;

async function english(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-init')) return; // only before the first load of this page
    sessionStorage.setItem('e2e-init', '1');
    localStorage.setItem('language', 'en');
  });
}

/** An English page in a browser of its own, signed in from the account's saved state (support/roles.ts). */
async function englishPageAs(browser: Browser, key: DemoAccountKey, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, storageState: roleState(key) });
  const page = await context.newPage();
  await english(page);
  return { context, page };
}

async function background(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open theme settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Theme settings' })).toBeVisible();
}

async function chooseTheme(page: Page, area: string, label: string) {
  const select = page.getByRole('combobox', { name: area });
  await select.click();
  // By key, not by a click at the option's place: the list grows in with an animation, and a click measured
  // during it once landed on the neighbouring option (CI: Sweet hues chose Default dark).
  await page.getByRole('option', { name: label, exact: true }).press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toHaveText(label);
}

test.describe('application shell', () => {
  test('switches each layout and several option combinations', async ({ page }) => {
    await english(page);
    await page.goto(GUEST_PAGE);
    const layout = page.getByTestId('layout');
    await expect(layout).toHaveAttribute('data-layout', 'layout1');
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('logo-text').first()).toHaveText('CPPCC Proposals');
    // Issue 34: the name fits the navigation bar, not cut to "CPPCC Propo…".
    expect(
      await page
        .getByTestId('logo-text')
        .first()
        .evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        ),
    ).toBe(true);

    await openSettings(page);
    await page.getByRole('radio', { name: 'Layout 2 (horizontal)' }).check();
    await expect(layout).toHaveAttribute('data-layout', 'layout2');
    await expect(layout).toHaveAttribute('data-mode', 'boxed');
    await expect(page.getByTestId('horizontal-navigation')).toBeVisible();
    const main = page.locator('#main-content');
    await expect.poll(async () => (await main.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(1280);

    await page.getByRole('radio', { name: 'Layout 3 (horizontal, narrow)' }).check();
    await expect(layout).toHaveAttribute('data-layout', 'layout3');
    await expect.poll(async () => (await main.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(1120);

    // Options: full width, body scroll, footer hidden, toolbar static.
    await page.getByRole('radio', { name: 'Full width' }).check();
    await expect(layout).toHaveAttribute('data-mode', 'fullwidth');
    await page.getByRole('radio', { name: 'Body' }).check();
    await expect(layout).toHaveAttribute('data-scroll', 'body');
    await page.getByRole('switch', { name: 'Footer: Display' }).uncheck();
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await page
      .getByRole('radiogroup', { name: 'Toolbar: Style' })
      .getByRole('radio', { name: 'Static' })
      .check();
    await expect(page.getByTestId('toolbar')).toHaveCSS('position', 'static');

    // Back to layout1: its own config again (the style change reset the options).
    await page.getByRole('radio', { name: 'Layout 1 (vertical)' }).check();
    await expect(layout).toHaveAttribute('data-layout', 'layout1');
    await expect(layout).toHaveAttribute('data-scroll', 'content');
    await expect(page.getByTestId('footer')).toBeVisible();
    await page.getByRole('switch', { name: 'Navbar: Display' }).uncheck();
    await expect(page.getByTestId('navbar')).toHaveCount(0);
    await page
      .getByRole('radiogroup', { name: 'Toolbar: Position' })
      .getByRole('radio', { name: 'Above' })
      .check();
    await page.getByRole('switch', { name: 'Left side panel' }).uncheck();
    await expect(page.getByTestId('left-side-panel')).toHaveCount(0);

    // A guest's choice survives a reload (localStorage).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Theme settings' })).toBeHidden();
    await page.reload();
    await expect(layout).toHaveAttribute('data-layout', 'layout1');
    await expect(page.getByTestId('navbar')).toHaveCount(0);

    // Bare pages (sign-in) show no shell at all.
    await page.goto('/login');
    await expect(page.getByTestId('layout')).toHaveCount(0);
    await expect(page.getByTestId('toolbar')).toHaveCount(0);
  });

  test('applies each of the nine themes to each of the four areas', async ({ page }) => {
    test.setTimeout(240_000); // 36 theme switches; slow on a loaded 2-core machine
    await english(page);
    await page.goto(GUEST_PAGE);
    await openSettings(page);
    const areas = [
      ['Main theme', page.getByTestId('layout')],
      ['Navbar theme', page.getByTestId('navbar')],
      ['Toolbar theme', page.getByTestId('toolbar')],
      ['Footer theme', page.getByTestId('footer')],
    ] as const;
    for (const [area, locator] of areas) {
      const seen = new Set<string>();
      for (const [, label] of THEMES) {
        await chooseTheme(page, area, label);
        // The new theme paints after the list closes: wait for a colour not seen yet (a repeat never is).
        let colour = '';
        await expect
          .poll(
            async () => {
              colour = await background(locator);
              return seen.has(colour);
            },
            { message: `${area} ${label} has its own background` },
          )
          .toBe(false);
        seen.add(colour);
      }
      expect(seen.size).toBe(9);
    }
  });

  test('folds the navbar and opens the mobile drawer at 375 px', async ({ page }) => {
    await english(page);
    await page.goto(GUEST_PAGE);
    const navbar = page.getByTestId('navbar');
    // Measured once it is there: right after the navigation a busy machine may not have drawn it yet.
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(240);
    await page.getByRole('button', { name: 'Fold navigation' }).click();
    await expect(navbar).toHaveAttribute('data-folded', 'true');
    await page.mouse.move(800, 400);
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
    // From the keyboard: a pointer on the folded navbar opens it under the pointer, moving the button
    // between aiming and clicking on a slow machine.
    await page.getByRole('button', { name: 'Unfold navigation' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(240);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(navbar).toBeHidden();
    await expect(page.getByTestId('shortcuts')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Dashboards' }).click();
    await expect(drawer.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.locator('.MuiDrawer-paper').first()).toHaveCSS('width', '280px');
  });

  test('search and shortcuts', async ({ page }) => {
    await english(page);
    await page.goto(GUEST_PAGE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('  ANALY ');
    await expect(page.getByTestId('search-results').getByRole('menuitem')).toHaveCount(1);
    await box.fill('zzz');
    await expect(page.getByText('No results..')).toBeVisible();
    await box.fill('project');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/apps\/dashboards\/project$|error-404$/);

    await page.goto(GUEST_PAGE);
    await page.getByRole('button', { name: 'Add or remove shortcuts' }).click();
    const input = page.getByPlaceholder('Search for an app or page');
    await expect(input).toBeVisible();
    await input.fill('nothing-like-this');
    await expect(page.getByText('No results..')).toBeVisible();
    await input.fill('anal');
    await page.getByRole('menuitem', { name: 'Analytics' }).click();
    await page.keyboard.press('Escape');
    const shortcut = page.getByTestId('shortcuts').getByRole('link', { name: 'Analytics' });
    await expect(shortcut).toBeVisible();
    await page.reload();
    await expect(shortcut).toBeVisible();
    await page.getByRole('button', { name: 'Add or remove shortcuts' }).click();
    await page.getByRole('menuitem', { name: 'Analytics' }).click();
    await page.keyboard.press('Escape');
    await expect(shortcut).toHaveCount(0);
  });

  test('the guest user menu, language switch and quick panel', async ({ page }) => {
    await english(page);
    await page.goto(GUEST_PAGE);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Quick panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick panel' });
    await expect(panel.getByText('Today')).toBeVisible();
    await expect(panel.getByRole('switch', { name: 'Notifications' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Cloud Sync' })).not.toBeChecked();
    await panel.getByRole('switch', { name: 'Cloud Sync' }).check();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Switch language' }).click();
    await expect(page.getByRole('button', { name: '快捷面板' })).toBeVisible();
    await expect(page.getByTestId('logo-text').first()).toHaveText('政协提案管理系统');
  });
});

test.describe('shell for signed-in users', () => {
  test("the toolbar's tooltips load on a first hover or keyboard focus, and the focus stays", async ({
    browser,
  }) => {
    const { context, page } = await englishPageAs(browser, 'member');
    const tooltipScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Tooltip-[\w-]+\.js$/.test(request.url())) tooltipScripts.push(request.url());
    });
    await page.goto('/apps/todo/index');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/^Notifications/);
    expect(tooltipScripts).toEqual([]); // not part of the page's load (issue 33 §1)
    await bell.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Notifications');
    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toBeHidden();
    expect(tooltipScripts).toHaveLength(1);
    // By keyboard on a new load: Tab to the bell; a button that swaps in its Tooltip keeps the focus.
    await page.reload();
    await expect(bell).toBeVisible();
    // The bell is the ~35th stop. Asked of the page, not of the locator's element: the Tooltip's arrival swaps
    // in a new element, and an element resolved just before the swap is no longer the focused one (CI saw
    // the loop pass the bell that way and end in the page's content).
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      if (focused === 'notification-bell') break;
    }
    await expect(page.getByRole('tooltip')).toHaveText('Notifications');
    await expect(bell).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bell).not.toBeFocused();
    await expect(page.getByRole('tooltip')).toBeHidden();
    await context.close();
  });

  test('a tooltip that arrived open under the pointer closes once the pointer is over something else', async ({
    browser,
  }) => {
    const { context, page } = await englishPageAs(browser, 'member');
    await page.goto('/apps/todo/index');
    await page.getByTestId('notification-bell').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Notifications');
    // The pointer over the navigation with no mouseleave on the bell: what a pointer that left before the
    // browser moved its hover onto the Tooltip's new button looks like (the tooltip stayed open at load 13).
    await page.getByTestId('vertical-navigation').dispatchEvent('mouseover');
    await expect(page.getByRole('tooltip')).toBeHidden();
    await context.close();
  });

  test('a click pressed on a toolbar button while its tooltip arrives is not lost', async ({ browser }) => {
    const { context, page } = await englishPageAs(browser, 'member');
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tooltipScript = /\/assets\/Tooltip-[\w-]+\.js$/;
    await page.route(tooltipScript, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/apps/todo/index');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    const box = await bell.boundingBox();
    if (!box) throw new Error('the bell has no box');
    // The hover asks for the Tooltip (held); the button goes down, the Tooltip arrives, the button comes up.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const arrived = page.waitForResponse(tooltipScript);
    release();
    await arrived;
    // Two frames: time for the Tooltip to have been swapped in had it not waited for the release.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.mouse.up();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });

  test('navigation differs between a member, an undertaker and an admin', async ({ browser }) => {
    test.setTimeout(90_000);
    const expectations: [DemoAccountKey, string[], string[]][] = [
      ['member', ['Member workbench'], ['Overview', 'Users', 'Units']],
      ['undertaker', ['Overview'], ['Member workbench', 'Users']],
      ['admin', ['Proposal committee workbench', 'Users', 'Units'], ['Member workbench']],
    ];
    for (const [key, visible, hidden] of expectations) {
      const { context, page } = await englishPageAs(browser, key);
      await page.goto('/apps/index');
      const nav = page.getByTestId('vertical-navigation');
      // A name may also begin another entry's ("Units" and "Units' assessment"): the first match is enough here.
      for (const name of visible) await expect(nav.getByRole('link', { name }).first()).toBeVisible();
      for (const name of hidden) await expect(nav.getByRole('link', { name })).toHaveCount(0);
      await nav.getByRole('button', { name: 'Dashboards' }).click();
      await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Inbox' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await context.close();
    }
  });

  test("a signed-in user's settings come back in a fresh browser profile", async ({ browser }) => {
    test.setTimeout(60_000);
    const { context: first, page } = await englishPageAs(browser, 'staff');
    await page.goto('/apps/index');
    await expect(page.getByTestId('layout')).toBeVisible();
    await openSettings(page);
    await chooseTheme(page, 'Navbar theme', 'Deep ocean');
    await expect(page.getByTestId('message-banner')).toBeVisible();
    await page.getByRole('radio', { name: 'Layout 2 (horizontal)' }).check();
    await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', 'layout2');
    await expect.poll(() => savedSettings(page)).toMatchObject({ layout: { style: 'layout2' } });
    await first.close();

    const { context: second, page: again } = await englishPageAs(browser, 'staff');
    await again.goto('/apps/index');
    await expect(again.getByTestId('layout')).toHaveAttribute('data-layout', 'layout2');
    expect(await background(again.getByTestId('navbar'))).toBe('rgb(11, 26, 46)');
    await resetSettings(again);
    await second.close();
  });

  test('screenshots of layout1, layout2 and layout3 in a light and a dark theme', async ({ browser }) => {
    test.setTimeout(120_000);
    // One signed-in page for all six pictures: each takes only a settings change and a reload.
    const { context, page } = await englishPageAs(browser, 'admin', {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto('/apps/index');
    for (const style of ['layout1', 'layout2', 'layout3'] as const) {
      for (const [tone, theme] of [
        ['light', { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' }],
        ['dark', { main: 'defaultDark', navbar: 'deepOcean', toolbar: 'defaultDark', footer: 'defaultDark' }],
      ] as const) {
        await shoot(page, style, tone, theme);
      }
    }
    await resetSettings(page);
    await context.close();
  });
});

async function savedSettings(page: Page): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const response = await page.request.get(`/api/auth/access-token?access_token=${token ?? ''}`);
  const body = (await response.json()) as { user?: { data?: { settings?: unknown } } };
  return body.user?.data?.settings;
}

async function updateSettings(page: Page, settings: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const response = await page.request.post('/api/auth/user/update', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: { user: { data: { settings } } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function resetSettings(page: Page) {
  await updateSettings(page, {});
}

async function shoot(page: Page, style: string, tone: string, theme: Record<string, string>) {
  await updateSettings(page, { layout: { style }, theme });
  await page.reload();
  await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', style);
  await expect(page.locator('#main-content h1, #main-content h4, #main-content h5').first()).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
  // Pictures once the fonts are in, with any animation stopped: no fixed pause.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path: path.join(ARTIFACTS, `shell-${style}-${tone}.png`), animations: 'disabled' });
}
