// Issue 27 §1: a citizen sends a proposal clue on the public page with an SMS code (read from the demo
// outbox through the admin API), staff accept it into the library, a member adopts it into a draft
// proposal; and the key error case, a wrong code, answered under the code field.
import { outboxListSchema } from '@cppcc/contracts';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { PNG } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const RUN = Date.now() % 100_000_000;
const TITLE = `路口红绿灯时长太短${RUN}`;
const phoneOf = (offset: number) => `139${String((RUN + offset) % 100_000_000).padStart(8, '0')}`;

/** The newest code the demo SMS provider wrote for `phone` (admin API), once it is there. */
async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox', {
        params: { recipient: phone, channel: 'sms', limit: 1 },
        headers: { authorization: `Bearer ${roleToken('admin')}` },
      });
      const { items } = outboxListSchema.parse(await response.json());
      code = /(\d{6})/.exec(items[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function fillClue(page: Page, phone: string) {
  await page.goto('/clues');
  await expect(page.getByRole('heading', { name: '提案线索征集', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '线索标题' }).fill(TITLE);
  await page
    .getByRole('textbox', { name: '问题情况（发生了什么、在什么地方）' })
    .fill('人民路与解放路口行人绿灯只有十五秒，老人过不去。');
  await page.getByRole('textbox', { name: '您的建议' }).fill('建议把行人绿灯延长到三十秒，并加装倒计时。');
  await page.getByRole('combobox', { name: '类别' }).click();
  await page.getByRole('option', { name: '社会建设' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
}

test.describe.serial('proposal clues', () => {
  test('a wrong SMS code is refused under the code field and nothing is sent', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const phone = phoneOf(1);
    await fillClue(page, phone);
    const code = await codeFor(request, phone);
    await page.getByRole('textbox', { name: '短信验证码' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '提交线索' }).click();
    await expect(page.getByText('验证码错误')).toBeVisible();
    await expect(page.getByTestId('clue-sent')).toHaveCount(0);
    // What was typed stays.
    await expect(page.getByRole('textbox', { name: '线索标题' })).toHaveValue(TITLE);
    await context.close();
  });

  test('a citizen sends a clue, staff accept it, a member adopts it into a draft', async ({
    browser,
    request,
  }) => {
    const citizen = await browser.newContext();
    const page = await citizen.newPage();
    const phone = phoneOf(2);
    await fillClue(page, phone);
    // A picture goes with it; a file that is not an image is refused before anything is sent.
    await page.getByTestId('clue-picture-input').setInputFiles([
      { name: '路口.png', mimeType: 'image/png', buffer: PNG },
      { name: '说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await expect(page.getByTestId('clue-picture-problems')).toContainText('说明.pdf');
    await expect(page.getByTestId('clue-picked').getByRole('img')).toHaveCount(1);
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await codeFor(request, phone));
    await page.getByRole('button', { name: '提交线索' }).click();
    await expect(page.getByTestId('clue-sent')).toBeVisible();
    await expect(page.getByTestId('clue-pictures-failed')).toHaveCount(0);
    await page.getByTestId('clue-track-link').click();
    await expect(page.getByTestId('clue-tracking')).toContainText(TITLE);
    await expect(page.getByTestId('clue-state')).toHaveText('待筛选');
    const picture = page.getByTestId('clue-pictures').getByRole('img', { name: /路口\.png/ });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const trackingUrl = page.url();

    const staffContext = await browser.newContext({ storageState: roleState('staff') });
    const staff = await staffContext.newPage();
    await staff.goto('/apps/staff/clues');
    const card = staff.getByTestId('clue-card').filter({ hasText: TITLE });
    await expect(card.getByTestId('clue-pictures').getByRole('img')).toHaveCount(1);
    await card.getByRole('button', { name: '采纳入库' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '标签' }).fill('交通、适老化');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await staff.getByRole('combobox', { name: '状态' }).click();
    await staff.getByRole('option', { name: '已入库' }).click();
    await expect(
      staff.getByTestId('clue-card').filter({ hasText: TITLE }).getByTestId('clue-state'),
    ).toHaveText('已入库');

    await page.goto(trackingUrl);
    await expect(page.getByTestId('clue-state')).toHaveText('已入库');

    const memberContext = await browser.newContext({ storageState: roleState('member') });
    const member = await memberContext.newPage();
    await member.goto('/apps/clues');
    await member.getByRole('searchbox', { name: '搜索标题、内容或标签' }).fill(TITLE);
    const libraryCard = member.getByTestId('clue-card').filter({ hasText: TITLE });
    await libraryCard.getByRole('button', { name: '采用并起草提案' }).click();
    await member.getByRole('dialog').getByRole('button', { name: '采用并起草提案' }).click();
    await expect(member).toHaveURL(/\/apps\/proposals\/[^/]+\/edit$/);
    await expect(member.getByRole('textbox', { name: '案由', exact: true })).toHaveValue(TITLE);
    await Promise.all([citizen.close(), staffContext.close(), memberContext.close()]);
  });
});
