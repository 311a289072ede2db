// Issue 34 (layout): the shell's own controls cover nothing — the floating theme-settings button stands in a
// strip of its own between the page and the chat panel's contact rail at 1280 px (over no avatar and no page
// control, however far the page scrolls) and gives way to a user-menu entry on a phone (375 px); the left
// side panel's toggle sits in a strip of its own, not over the page's breadcrumb.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { test } from '../support/test';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/**
 * The controls the settings button hides at the page's top and at every 200 px the page scrolls: a control
 * counts as hidden where hit-testing at the middle of its overlap with the button finds the button above it
 * (so a control clipped away by its scroller does not count).
 */
async function controlsUnderSettings(page: Page): Promise<string[]> {
  return page.getByRole('button', { name: '打开主题设置' }).evaluate((settings) => {
    const controls =
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="checkbox"], ' +
      '[role="switch"], [role="combobox"], [role="option"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const hidden = new Set<string>();
    const check = () => {
      const box = settings.getBoundingClientRect();
      for (const control of document.querySelectorAll(controls)) {
        if (settings.contains(control) || control.contains(settings)) continue;
        const r = control.getBoundingClientRect();
        const left = Math.max(r.left, box.left);
        const right = Math.min(r.right, box.right);
        const top = Math.max(r.top, box.top);
        const bottom = Math.min(r.bottom, box.bottom);
        if (right <= left || bottom <= top) continue;
        const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
        const at = stack.findIndex((element) => control.contains(element));
        if (at > 0 && stack.slice(0, at).some((element) => settings.contains(element)))
          hidden.add(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
      }
    };
    const scrollers = [
      document.scrollingElement,
      ...document.querySelectorAll('[data-testid="content-scroller"]'),
    ].filter((element): element is Element => element !== null);
    check();
    for (const scroller of scrollers) {
      const end = scroller.scrollHeight - scroller.clientHeight;
      for (let y = 200; y < end + 200; y += 200) {
        scroller.scrollTop = Math.min(y, end);
        check();
      }
      scroller.scrollTop = 0;
    }
    return [...hidden];
  });
}

/** Pages of each role with controls up to their right edge, and what shows once each has its data. */
const WIDE_PAGES = [
  {
    role: 'staff',
    pages: [
      ['/apps/staff/index', 'queue-overdue'],
      ['/apps/dashboards/project', 'widget-cell'],
    ],
  },
  {
    role: 'undertaker',
    pages: [
      ['/apps/undertaker/index', 'task-counts'],
      ['/apps/undertaker/proposal_list/all', 'task-table'],
    ],
  },
  { role: 'admin', pages: [['/apps/admin/users', 'admin-users']] },
  { role: 'member', pages: [['/apps/todo/index', 'proposal-counts']] },
] as const;

for (const { role, pages } of WIDE_PAGES) {
  test.describe(() => {
    test.use({ storageState: roleState(role) });
    test(`at 1280 px the settings button stands in its own strip, over no control (${role})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [path, shown] of pages) {
        await page.goto(path);
        await expect(page.getByTestId(shown).first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        const button = page.getByRole('button', { name: '打开主题设置' });
        await expect(button).toBeVisible();
        const contacts = page.getByTestId('chat-contact');
        await expect(contacts.first()).toBeVisible();
        // Left of the chat rail, so none of its avatars is under it …
        const buttonBox = await boxOf(button);
        const rail = await boxOf(page.getByTestId('chat-contact-rail'));
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(rail.x + 0.5);
        // … and right of the page, so nothing the page shows is either, however far it scrolls.
        const main = await boxOf(page.locator('main'));
        expect(main.x + main.width).toBeLessThanOrEqual(buttonBox.x + 0.5);
        expect(await controlsUnderSettings(page), path).toEqual([]);
      }
      await page.getByRole('button', { name: '打开主题设置' }).click();
      await expect(page.getByRole('dialog', { name: '主题设置' })).toBeVisible();
    });
  });
}

test.use({ storageState: roleState('staff') });

test('on a phone the settings open from the user menu and the footer ends the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/apps/index');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '打开主题设置' })).toBeHidden();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '主题设置' }).click();
  await expect(page.getByRole('dialog', { name: '主题设置' })).toBeVisible();
  // The "技术支持" footer ends the page instead of taking the bottom of every phone screen.
  const footer = page.getByTestId('footer');
  await expect(footer).toHaveCount(1);
  expect(await footer.evaluate((element) => getComputedStyle(element).position)).toBe('static');
});

test('at 1280 px the left side panel’s toggle sits beside the page, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/apps/index');
  const toggle = page.getByRole('button', { name: '左侧面板' });
  await expect(toggle).toBeVisible();
  const toggleBox = await boxOf(toggle);
  const main = await boxOf(page.locator('main'));
  expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(main.x + 0.5);
  expect(toggleBox.width).toBeGreaterThanOrEqual(24);
  // A carded demo page's breadcrumb (its header's first line, beside the title) starts right of the toggle.
  await page.goto('/ui/page-layouts/carded/full-width');
  const title = await boxOf(page.getByTestId('layout-title'));
  expect((await boxOf(toggle)).x + toggleBox.width).toBeLessThanOrEqual(title.x + 0.5);
});
