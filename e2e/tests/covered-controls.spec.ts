// Issue 34 (layout): the shell's own controls cover nothing — the floating theme-settings button stands beside
// the chat panel's contact rail at 1280 px and gives way to a user-menu entry on a phone (375 px); the left
// side panel's toggle sits in a strip of its own, not over the page's breadcrumb.
import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { roleState } from '../support/roles';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

test.use({ storageState: roleState('staff') });

test('at 1280 px the settings button stands beside the chat rail, over none of its avatars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/apps/index');
  const button = page.getByRole('button', { name: '打开主题设置' });
  await expect(button).toBeVisible();
  const contacts = page.getByTestId('chat-contact');
  await expect(contacts.first()).toBeVisible();
  const buttonBox = await boxOf(button);
  const rail = await boxOf(page.getByTestId('chat-contact-rail'));
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(rail.x + 0.5);
  for (const contact of await contacts.all()) {
    if (await contact.isVisible()) expect(overlaps(buttonBox, await boxOf(contact))).toBe(false);
  }
  await button.click();
  await expect(page.getByRole('dialog', { name: '主题设置' })).toBeVisible();
});

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
});
