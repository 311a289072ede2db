import { expect, type APIRequestContext } from '@playwright/test';
import { startServer } from '../support/server';
import { roleState } from '../support/roles';
import { accessTokenFor, signInAs, useLanguage } from '../support/session';
import { test } from '../support/test';

/**
 * Notifications (issue 6): the toolbar bell, its popover and /apps/notifications, in both languages.
 * The demo admin is no staff member and handles no task, so they have none: the empty states run on the
 * shared server. Reading and marking run on a server of their own (the demo unit's notifications come
 * from the seeded workflow), so other suites never see them change.
 */

interface Answer {
  items: { id: string; link: string; readAt: string | null }[];
  total: number;
  unreadCount: number;
}

async function notifications(request: APIRequestContext, token: string, query = ''): Promise<Answer> {
  const response = await request.get(`/api/notifications${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Answer;
}

test.describe.configure({ timeout: 90_000 });

test.describe('notifications', () => {
  // The admin's saved session on the shared server; the last test signs in on a server of its own.
  test.use({ storageState: roleState('admin') });

  test('the bell and the page show the empty state (zh-CN)', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await page.goto('/apps/admin/users');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('通知');
    await bell.click();
    const popover = page.getByRole('dialog', { name: '最新通知' });
    await expect(popover.getByRole('status')).toHaveText('暂无通知');
    await expect(popover.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    await popover.getByRole('link', { name: '查看全部通知' }).click();
    await expect(page).toHaveURL(/\/apps\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
    await expect(page.getByTestId('notifications-page').getByRole('status')).toHaveText('暂无通知');
    await expect(page.getByRole('switch', { name: '同时以短信通知我' })).toBeChecked();
    await page.getByRole('button', { name: '未读' }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(page.getByTestId('notifications-page').getByRole('status')).toHaveText('没有未读通知');
    await expect(page).toHaveTitle(/^通知 - /);
  });

  test('the bell and the page speak English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/apps/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notifications-page').getByRole('status')).toHaveText(
      'No notifications yet',
    );
    await expect(page.getByRole('switch', { name: 'Also notify me by SMS' })).toBeVisible();
    await page.getByTestId('notification-bell').click();
    const popover = page.getByRole('dialog', { name: 'Latest notifications' });
    await expect(popover.getByRole('status')).toHaveText('No notifications yet');
    await expect(popover.getByRole('link', { name: 'See all notifications' })).toBeVisible();
  });

  test('a unit reads its notifications from the bell and the page', async ({ browser }) => {
    const server = await startServer();
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'zh-CN',
      storageState: undefined,
    });
    try {
      const page = await context.newPage();
      await useLanguage(page, 'zh-CN');
      const token = await accessTokenFor(page.request, 'undertaker');
      const before = await notifications(page.request, token);
      // The seeded workflow assigned tasks to the demo unit: it has unread notifications.
      expect(before.unreadCount).toBeGreaterThan(1);
      await signInAs(page, 'undertaker', '/apps/undertaker/index');

      const bell = page.getByTestId('notification-bell');
      await expect(bell).toHaveAccessibleName(`通知，${before.unreadCount} 条未读`);
      await bell.click();
      const popover = page.getByRole('dialog', { name: '最新通知' });
      // The newest notification about a proposal (a note reminder of the seed may be newer still).
      const items = popover.getByTestId('notification-item').filter({ hasText: '第' });
      await expect(items.first()).toBeVisible();
      const newest = before.items.find((item) => !item.link.startsWith('/apps/notes/'));
      if (!newest) throw new Error('no notification');
      await items.first().getByRole('button').click();
      await expect(popover).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${newest.link.replaceAll('/', '\\/')}$`));
      await expect
        .poll(async () => (await notifications(page.request, token)).unreadCount)
        .toBe(newest.readAt === null ? before.unreadCount - 1 : before.unreadCount);

      await page.goto('/apps/notifications?filter=unread');
      const list = page.getByTestId('notifications-page');
      await expect(list.getByTestId('notification-item').first()).toBeVisible();
      await list.getByRole('button', { name: '全部标为已读' }).click();
      await expect(list.getByRole('status')).toHaveText('没有未读通知');
      await expect(bell).toHaveAccessibleName('通知');
      expect((await notifications(page.request, token)).unreadCount).toBe(0);

      const sms = page.getByRole('switch', { name: '同时以短信通知我' });
      await expect(sms).toBeChecked();
      await sms.click();
      await expect(page.getByText('设置已保存')).toBeVisible();
      await expect(sms).not.toBeChecked();
      const settings = await page.request.get('/api/notifications/settings', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await settings.json()).toEqual({ smsNotifications: false });
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
