// Admin screens for users and units (issue 3): admin only; search, role filter, create and edit.
import { expect } from '@playwright/test';
import { roleState } from '../support/roles';
import { test } from '../support/test';

test.describe.configure({ timeout: 90_000 });
test.use({ storageState: roleState('admin') });

test('an admin searches users and filters by role; others are turned away', async ({ page, browser }) => {
  await page.goto('/apps/admin/users');
  const users = page.getByTestId('admin-users');
  await expect(users.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await expect(users.getByRole('cell', { name: '系统管理员' })).toBeVisible();
  await users.getByLabel('搜索姓名、手机号或邮箱').fill('13700000001');
  await expect(users.getByRole('cell', { name: '发改委 张伟' })).toBeVisible();
  await expect(users.getByRole('cell', { name: '系统管理员' })).toHaveCount(0);

  const context = await browser.newContext({ storageState: roleState('member') });
  const member = await context.newPage();
  await member.goto('/apps/admin/users');
  await expect(member).not.toHaveURL(/\/apps\/admin\/users/);
  await context.close();
});

test('an admin creates and edits a unit', async ({ page }) => {
  await page.goto('/apps/admin/units');
  const units = page.getByTestId('admin-units');
  await expect(units.getByRole('cell', { name: '市教育局' })).toBeVisible();
  const name = `市测试局${Date.now() % 100000}`;
  await units.getByRole('button', { name: '新建单位' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('单位名称').fill(name);
  await dialog.getByLabel('联系人').fill('李明');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(units.getByRole('cell', { name })).toBeVisible();
  await units
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '编辑' })
    .click();
  await page.getByRole('dialog').getByLabel('联系人').fill('王芳');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(units.getByRole('row', { name: new RegExp(name) })).toContainText('王芳');
});
