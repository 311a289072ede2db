import { demoAccount } from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { minimalPdf } from '../support/workflow';
import { test } from '../support/test';

/**
 * The mail app (issue 15) over the real server and its WebSocket: staff writes to a member with a file, the
 * member (another browser context and role) sees it arrive live with the unread badge, reads it and replies,
 * and the reply arrives live at staff's. Then the key error case: sending without a recipient names the field
 * and keeps what was written; on a 375 px screen the list and the mail take turns.
 */

test.describe.configure({ timeout: 180_000 });

const row = (page: Page, subject: string) => page.getByTestId('mail-row').filter({ hasText: subject });

async function pickRecipient(page: Page, search: string, name: string) {
  await page.getByTestId('mail-to').fill(search);
  await page.getByTestId('mail-recipient-option').filter({ hasText: name }).click();
}

test('a mail arrives live in the recipient’s inbox, who reads it and replies', async ({ browser }) => {
  const subject = `关于养老服务提案的补充材料 ${Date.now()}`;
  const staffContext = await browser.newContext({ locale: 'zh-CN', storageState: roleState('staff') });
  const memberContext = await browser.newContext({ locale: 'en', storageState: roleState('member') });
  try {
    const staff = await staffContext.newPage();
    const member = await memberContext.newPage();
    await useLanguage(staff, 'zh-CN');
    await useLanguage(member, 'en');
    await Promise.all([staff.goto('/apps/mail'), member.goto('/apps/mail/inbox')]);
    await expect(staff).toHaveURL(/\/apps\/mail\/inbox$/);
    await expect(member.getByTestId('mail-list')).toBeVisible({ timeout: 30_000 });
    const badge = member.locator('[data-nav-id="mail"]').getByTestId('mail-nav-badge');
    await expect(badge).toBeVisible();
    const unreadBefore = Number(await badge.textContent());

    // Staff writes: a recipient found by name, a subject, formatted text, a file uploaded with progress.
    await staff.getByTestId('mail-compose').click();
    await pickRecipient(staff, '刘建国', demoAccount('member').displayName);
    await staff.getByTestId('mail-subject-input').fill(subject);
    const editor = staff.getByTestId('mail-editor');
    await editor.click();
    await editor.pressSequentially('刘委员您好，调研材料见附件。');
    await staff.getByTestId('mail-file-input').setInputFiles({
      name: '调研材料.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await expect(staff.getByTestId('mail-compose-files')).toContainText('调研材料.pdf');
    await staff.getByTestId('mail-send').click();
    await expect(staff.getByText('邮件已发送')).toBeVisible();
    await staff.getByTestId('mail-view-sent').click();
    await expect(row(staff, subject)).toBeVisible();

    // The member sees it arrive without reloading: a new unread row and a higher badge.
    await expect(row(member, subject)).toHaveAttribute('data-unread', 'true');
    await expect(badge).toHaveText(String(unreadBefore + 1));
    await row(member, subject).getByRole('button').click();
    const reader = member.getByTestId('mail-reader');
    await expect(reader.getByTestId('mail-subject')).toHaveText(subject);
    await expect(reader.getByTestId('mail-message')).toContainText('刘委员您好，调研材料见附件。');
    await expect(reader.getByTestId('mail-attachments')).toContainText('调研材料.pdf');
    // Issue 34: the sender's name wraps in the narrow reading pane instead of being cut.
    await expect(reader.getByTestId('mail-from')).toContainText(demoAccount('staff').displayName);
    expect(
      await reader.getByTestId('mail-from').evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
    // Opening it read it.
    await expect(badge).toHaveText(String(unreadBefore));

    // The member replies; staff's inbox shows the reply live.
    await reader.getByTestId('mail-reply').click();
    await expect(member.getByTestId('mail-subject-input')).toHaveValue(`Re: ${subject}`);
    await expect(member.getByRole('dialog')).toContainText(demoAccount('staff').displayName);
    const replyEditor = member.getByTestId('mail-editor');
    await replyEditor.click();
    await replyEditor.press('Control+Home');
    await replyEditor.pressSequentially('Thank you, received.');
    await member.getByTestId('mail-send').click();
    await expect(member.getByText('Mail sent')).toBeVisible();
    await staff.getByTestId('mail-view-inbox').click();
    await expect(row(staff, `Re: ${subject}`)).toHaveAttribute('data-unread', 'true');
    await row(staff, `Re: ${subject}`).getByRole('button').click();
    await expect(staff.getByTestId('mail-message')).toContainText('Thank you, received.');
    await expect(staff.getByTestId('mail-message').locator('blockquote')).toContainText('调研材料见附件');
  } finally {
    await staffContext.close();
    await memberContext.close();
  }
});

test('sending without a recipient names the field and keeps the mail; on a phone list and mail take turns', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'zh-CN',
    storageState: roleState('undertaker'),
    viewport: { width: 375, height: 740 },
  });
  try {
    const page = await context.newPage();
    await useLanguage(page, 'zh-CN');
    // The user menu's Inbox opens the mail app's inbox.
    await page.goto('/apps/notifications');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '收件箱' }).click();
    await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);
    const first = page.getByTestId('mail-row').first();
    await expect(first).toBeVisible({ timeout: 30_000 });

    // 375 px: the mail replaces the list, and the back button brings the list again.
    const subject = (await first.getByTestId('mail-row-subject').textContent()) ?? '';
    await first.getByRole('button').click();
    await expect(page.getByTestId('mail-subject')).toHaveText(subject);
    await expect(page.getByTestId('mail-list')).toBeHidden();
    await page.getByRole('button', { name: '返回列表' }).click();
    await expect(page.getByTestId('mail-list')).toBeVisible();

    // Compose from the header's button (issue 34: not only inside the folders drawer); send with no recipient.
    const draftSubject = `办理进展简报 ${Date.now()}`;
    await page.getByTestId('mail-compose-phone').click();
    await page.getByTestId('mail-subject-input').fill(draftSubject);
    const editor = page.getByTestId('mail-editor');
    await editor.click();
    await editor.pressSequentially('截至本月底共办结 12 件。');
    await page.getByTestId('mail-send').click();
    await expect(page.getByText('请至少选择一位收件人')).toBeVisible();
    await expect(page.getByTestId('mail-subject-input')).toHaveValue(draftSubject);
    await expect(editor).toContainText('截至本月底共办结 12 件。');

    // Kept as a draft instead: it is listed in the drafts folder.
    await page.getByTestId('mail-save-draft').click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await page.getByRole('button', { name: '显示文件夹' }).click();
    await page.getByTestId('mail-view-drafts').click();
    await expect(row(page, draftSubject)).toBeVisible();
  } finally {
    await context.close();
  }
});
