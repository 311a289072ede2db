import { demoAccount, PRESENCE_GRACE_MS } from '@cppcc/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { useLanguage } from '../support/session';
import { asAdmin } from '../support/admin-users';
import { test } from '../support/test';

/**
 * Team chat (issue 8): the right-hand panel (seed 000 §2.4) and the chat app /apps/chat (seed 001) over
 * the real server and its WebSocket. Two browser contexts talk live; then the app in both languages, its
 * older pages and the own profile.
 */

interface Contact {
  id: string;
  name: string;
}

async function contactId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.get('/api/chat/contacts', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const contact = ((await response.json()) as Contact[]).find((item) => item.name === name);
  if (!contact) throw new Error(`No chat contact named ${name}`);
  return contact.id;
}

const railContact = (page: Page, id: string) =>
  page.getByTestId('chat-contact-rail').locator(`[data-contact-id="${id}"]`);
const panel = (page: Page) => page.getByTestId('chat-panel');

test.describe.configure({ timeout: 180_000 });

/**
 * A member of this run only, signed in: presence is per person, and a demo account may be online in a
 * parallel test's browser (its dot would never turn offline here); a retry starts from an empty chat too.
 */
async function freshMember(request: APIRequestContext, baseURL: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const displayName = `聊天委员 ${suffix}`;
  const email = `chat-${suffix}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { displayName, email, password: 'Chat-pass-2026' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const admin = await asAdmin(request, baseURL);
  await admin.changeUser((await admin.userByEmail(email)).id, { roles: ['members'] });
  const storageState = {
    cookies: [],
    origins: [
      { origin: new URL(baseURL).origin, localStorage: [{ name: 'jwt_access_token', value: token }] },
    ],
  };
  return { displayName, token, storageState };
}

test('two users chat live: messages, unread badges, typing, closing the panel, presence', async ({
  browser,
  request,
  baseURL,
}) => {
  const staffName = demoAccount('staff').displayName;
  const member = await freshMember(request, baseURL!);
  const userName = member.displayName;
  const staffContext = await browser.newContext({ locale: 'en', storageState: roleState('staff') });
  const userContext = await browser.newContext({ locale: 'zh-CN', storageState: member.storageState });
  try {
    const staff = await staffContext.newPage();
    const user = await userContext.newPage();
    await useLanguage(staff, 'en');
    await useLanguage(user, 'zh-CN');
    const userId = await contactId(staff.request, roleToken('staff'), userName);
    const staffId = await contactId(user.request, member.token, staffName);
    await Promise.all([staff.goto('/apps/notifications'), user.goto('/apps/chat')]);

    // The staff user's panel: the contact column shows the user online; nothing selected yet.
    const userInRail = railContact(staff, userId);
    // The first load on a busy machine can be slow.
    await expect(userInRail).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
    await expect(panel(staff)).toHaveAttribute('data-open', 'false');
    await userInRail.click();
    await expect(panel(staff)).toHaveAttribute('data-open', 'true');
    await expect(panel(staff).getByTestId('chat-empty')).toHaveText(
      'Start a conversation by typing your message below.',
    );

    // An empty or blank message is not sent: the button stays disabled and Enter does nothing.
    const input = panel(staff).getByPlaceholder('Type your message');
    const send = panel(staff).getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(panel(staff).getByTestId('chat-message')).toHaveCount(0);

    // Staff sends; the user sees it arrive without reloading, counted as unread (list and panel).
    await input.fill('Hello from staff');
    await input.press('Enter');
    await expect(panel(staff).getByTestId('chat-message')).toHaveCount(1);
    await expect(input).toHaveValue('');
    // Pending until the server acknowledged it over the socket, then shown as sent with its time.
    await expect(panel(staff).getByTestId('chat-message')).toHaveAttribute('data-state', 'sent');
    await expect(panel(staff).getByTestId('chat-message-time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}/);
    const staffInList = user.getByTestId('chat-list').locator(`[data-contact-id="${staffId}"]`);
    await expect(staffInList).toContainText('1 条未读');
    await input.fill('Second message');
    await send.click();
    await expect(staffInList).toContainText('2 条未读');
    await expect(railContact(user, staffId).getByTestId('unread-badge')).toHaveText('2');

    // Opening the chat reads it: the badges clear; both messages with long Chinese date-times.
    await staffInList.click();
    const userDialog = user.getByTestId('chat-dialog');
    await expect(userDialog.getByTestId('chat-message')).toHaveCount(2);
    await expect(staffInList).not.toContainText('条未读');
    await expect(railContact(user, staffId).getByTestId('unread-badge')).toBeHidden();
    await expect(userDialog.getByTestId('chat-message-time').first()).toHaveText(
      /^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/,
    );

    // The user types: the staff panel shows it; the reply appears live in the open panel.
    const userInput = user.getByTestId('chat-app').getByPlaceholder('输入消息');
    await userInput.fill('回复');
    await expect(panel(staff).getByTestId('typing-indicator')).toHaveText(`${userName} is typing…`);
    await userInput.fill('收到，谢谢');
    await userInput.press('Enter');
    await expect(panel(staff).getByTestId('chat-message')).toHaveCount(3);
    await expect(panel(staff).getByTestId('chat-message').last()).toContainText('收到，谢谢');
    await expect(panel(staff).getByTestId('chat-message-time').last()).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}/,
    );
    // Read at once while on screen: no badge on the staff side.
    await expect(userInRail.getByTestId('unread-badge')).toBeHidden();

    // Escape closes the panel (and drops the selection); a click outside closes it too.
    await staff.keyboard.press('Escape');
    await expect(panel(staff)).toHaveAttribute('data-open', 'false');
    await userInRail.click();
    await expect(panel(staff)).toHaveAttribute('data-open', 'true');
    await staff.getByRole('heading', { level: 1, name: 'Notifications' }).click();
    await expect(panel(staff)).toHaveAttribute('data-open', 'false');

    // The user leaves: after the grace period their dot turns offline.
    await userContext.close();
    await expect(userInRail).toHaveAttribute('data-status', 'offline', {
      timeout: PRESENCE_GRACE_MS + 30_000,
    });
  } finally {
    await staffContext.close();
    await userContext.close().catch(() => undefined);
  }
});

test.describe('as admin', () => {
  test.use({ storageState: roleState('admin') });
  test('the chat app in Chinese: search, older messages on demand', async ({ page }) => {
    const token = roleToken('admin');
    const headers = { Authorization: `Bearer ${token}` };
    const undertakerName = demoAccount('undertaker').displayName;
    const undertakerId = await contactId(page.request, token, undertakerName);
    // 55 messages: get-chat shows the newest 50, the rest come with "load earlier".
    const opened = await page.request.get('/api/chat/get-chat', {
      headers,
      params: { contactId: undertakerId },
    });
    expect(opened.ok()).toBe(true);
    const chatId = ((await opened.json()) as { chat: { id: string } }).chat.id;
    for (let index = 1; index <= 55; index += 1) {
      const sent = await page.request.post('/api/chat/send-message', {
        headers,
        data: { chatId, contactId: undertakerId, message: { message: `消息 ${index}` } },
      });
      expect(sent.ok()).toBe(true);
    }

    await useLanguage(page, 'zh-CN');
    await page.goto('/apps/chat');
    await expect(page.getByRole('heading', { level: 1, name: '聊天' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(/^聊天 - /);
    await expect(page.getByTestId('chat-no-selection').first()).toHaveText('请选择一位联系人开始对话。');
    await expect(page.getByRole('navigation').getByRole('link', { name: '聊天' }).first()).toBeVisible();

    const search = page.getByRole('searchbox', { name: '搜索联系人' });
    await search.fill('没有这个人');
    await expect(page.getByTestId('chat-list').getByRole('status')).toHaveText('没有匹配的联系人');
    await search.fill('张伟');
    const items = page.getByTestId('chat-list-item');
    await expect(items).toHaveCount(1);
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`contact=${undertakerId}`));

    const dialog = page.getByTestId('chat-dialog');
    await expect(dialog.getByTestId('chat-message')).toHaveCount(50);
    await expect(dialog.getByTestId('chat-message').first()).toContainText('消息 6');
    // Scrolling to the top loads the earlier page (the button does the same from the keyboard).
    await expect(dialog.getByRole('button', { name: '加载更早的消息' })).toBeAttached();
    await dialog.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(dialog.getByTestId('chat-message')).toHaveCount(55);
    await expect(dialog.getByTestId('chat-message').first()).toContainText('消息 1');
    await expect(dialog.getByText('已是最早的消息')).toBeVisible();
    await expect(dialog.getByTestId('chat-message-time').first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 /);
  });
});

test.describe('as a member', () => {
  test.use({ storageState: roleState('member') });
  test('on a phone the chat app opens on the list, and a conversation goes back to it', async ({ page }) => {
    await useLanguage(page, 'zh-CN');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/apps/chat');
    const app = page.getByTestId('chat-app');
    // Issue 34: the list, not an empty pane asking to pick someone from a hidden drawer.
    await expect(app.getByTestId('chat-list-item').first()).toBeVisible({ timeout: 30_000 });
    await expect(app.getByTestId('chat-no-selection')).toBeHidden();
    await app.getByTestId('chat-list-item').first().click();
    await expect(page).toHaveURL(/contact=/);
    await expect(app.getByTestId('chat-list')).toBeHidden();
    await app.getByRole('button', { name: '返回会话列表' }).click();
    await expect(app.getByTestId('chat-list-item').first()).toBeVisible();
    await expect(page).not.toHaveURL(/contact=/);
  });
  test('the chat app in English: own profile, mood and status', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/apps/chat');
    // The first load on a busy machine can be slow.
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('chat-app').getByTestId('chat-no-selection')).toHaveText(
      'Select a contact to start a conversation.',
    );
    await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    await dialog.getByLabel('Name').fill('Liu Jianguo');
    await dialog.getByLabel('Mood').fill('In a meeting');
    await dialog.getByRole('radio', { name: 'Away' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByTestId('chat-profile-name')).toHaveText('Liu Jianguo');
    await expect(page.getByTestId('chat-profile-mood')).toHaveText('Away · In a meeting');
    await expect(page.getByTestId('chat-profile').getByTestId('status-dot')).toHaveAttribute(
      'data-status',
      'away',
    );
  });
});
