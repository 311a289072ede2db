// The profile page (issue 17, seed 001 /pages/profile): the user menu opens it, its three tabs show the
// seeded data; a fresh account (never a shared demo account: other tests sign in with them) changes its own
// name, avatar and password, and signs in with the new password.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { PNG } from '../support/workflow';
import { test } from '../support/test';

test.describe('a demo account’s profile', () => {
  test.use({ storageState: roleState('staff') });

  test('the user menu’s My Profile opens it; timeline, about, photos and videos show the seed', async ({
    page,
  }) => {
    await page.goto('/apps/notes');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '个人资料' }).click();
    await expect(page).toHaveURL(/\/pages\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText('提案委 王晓芳');

    // Timeline: 4 posts (a photo, a video, an article, a text), 5 comments, 5 activities.
    await expect(page.getByTestId('profile-post')).toHaveCount(4);
    await expect(page.getByTestId('profile-comment')).toHaveCount(5);
    await expect(page.getByTestId('profile-activity')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: '社区养老服务的新探索' })).toBeVisible();
    await expect(page.getByRole('img', { name: '视频：协商座谈会' })).toBeVisible();
    await expect(page.getByText('41 人赞')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    // About, chosen with the keyboard: general, work, contact, groups and the 5 friends.
    await page.getByRole('tab', { name: '动态' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: '关于' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=about/);
    await expect(page.getByTestId('profile-work')).toContainText('提案委员会工作人员');
    await expect(page.getByTestId('profile-contact')).toContainText('staff@cppcc.demo');
    await expect(page.getByTestId('profile-groups')).toContainText('城市更新调研组');
    await expect(page.getByTestId('profile-friend')).toHaveCount(5);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('tab', { name: '照片和视频' }).click();
    await expect(page.getByTestId('profile-album')).toHaveCount(3);
    await expect(page.getByTestId('profile-media')).toHaveCount(12);
    await expect(page.getByText('2 张照片 · 2 个视频')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    // In English on a phone: the same data, nothing wider than the screen.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Field visits' })).toBeVisible();
    await expect(page.getByText('2 photos · 2 videos')).toBeVisible();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(
      page.getByRole('heading', { name: 'New approaches to community elderly care' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** axe-core's serious and critical WCAG 2.x A/AA findings on the page as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A required field's name: its label, then the asterisk. */
const startsWith = (label: string) => new RegExp(`^${label}`);

let serial = 0;
/** A fresh self-registered account, signed in in its own browser context. */
async function freshAccount(browser: Browser, password: string) {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  serial += 1;
  const email = `profile-${Date.now().toString(36)}-${serial}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { displayName: '新用户 林', email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('jwt_access_token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  return { context, page, email };
}

test('a fresh account changes its own name, avatar and password, then signs in with the new password', async ({
  browser,
}) => {
  const oldPassword = 'Harbour-Old-51';
  const newPassword = 'Lantern-New-73';
  const { context, page, email } = await freshAccount(browser, oldPassword);
  await page.goto('/pages/profile');
  // A new account has nothing yet: the empty states say so.
  await expect(page.getByText('还没有动态。')).toBeVisible();

  // Name and avatar: saved, the toolbar's user menu shows them at once.
  const name = `林 ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '编辑资料' }).click();
  const dialog = page.getByTestId('profile-edit-dialog');
  await dialog.getByTestId('profile-avatar-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByRole('img', { name: '头像' })).toHaveAttribute(
    'src',
    /\/api\/profile\/pictures\//,
  );
  await dialog.getByRole('textbox', { name: '姓名' }).fill(name);
  await dialog.getByTestId('profile-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-name')).toHaveText(name);
  await expect(page.getByTestId('profile-name')).toHaveText(name);
  const menuAvatar = page.getByRole('button', { name: '用户菜单' }).locator('img');
  await expect(menuAvatar).toHaveAttribute('src', /\/api\/profile\/pictures\//);
  expect(await menuAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A wrong current password: said under its field, in Chinese and in English; nothing changes.
  const fields = ['当前密码', '新密码', '确认新密码'];
  await page.getByRole('button', { name: '修改密码' }).click();
  const passwordDialog = page.getByTestId('profile-password-dialog');
  for (const [index, label] of fields.entries())
    await passwordDialog
      .getByRole('textbox', { name: startsWith(label) })
      .fill(index === 0 ? 'not-my-password' : newPassword);
  await passwordDialog.getByTestId('profile-password-save').click();
  await expect(passwordDialog.getByText('当前密码不正确')).toBeVisible();
  await passwordDialog.getByRole('button', { name: '取消' }).click();

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('button', { name: 'Change password' }).click();
  const english = ['Current password', 'New password', 'Confirm new password'];
  for (const [index, label] of english.entries())
    await passwordDialog
      .getByRole('textbox', { name: startsWith(label) })
      .fill(index === 0 ? 'not-my-password' : newPassword);
  await passwordDialog.getByTestId('profile-password-save').click();
  await expect(passwordDialog.getByText('The current password is not correct.')).toBeVisible();

  // The right one: changed, this session goes on.
  await passwordDialog.getByRole('textbox', { name: startsWith('Current password') }).fill(oldPassword);
  await passwordDialog.getByTestId('profile-password-save').click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByText('Password changed; other devices were signed out')).toBeVisible();

  // Signed out, the old password fails and the new one signs in, through the sign-in form.
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.reload();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: '邮箱密码登录' }).click();
  await page.getByLabel('电子邮箱').fill(email);
  await page.getByLabel('密码', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请检查密码')).toBeVisible();
  await page.getByLabel('密码', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
  await context.close();
});
