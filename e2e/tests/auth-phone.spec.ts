// Sign-in by phone code (seed 000 §2.1/§4). With no SMS gateway configured the demo provider writes the
// code to the outbox, which the administrator reads through GET /api/admin/outbox — as this test does.
import { outboxListSchema } from '@cppcc/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { roleToken } from '../support/roles';
import { useLanguage } from '../support/session';
import { test } from '../support/test';

/**
 * The newest sign-in code sent to `phone`. The same phone also gets workflow notices by SMS, and the jobs'
 * first run sends the demo's queued ones in a burst (~30 to the undertaker) that can land just after the
 * code: so the outbox's longest page, not the newest few.
 */
async function latestCode(request: APIRequestContext, phone: string): Promise<string | null> {
  const token = roleToken('admin');
  const response = await request.get('/api/admin/outbox', {
    params: { recipient: phone, channel: 'sms', limit: 200 },
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = outboxListSchema.parse(await response.json());
  for (const item of items) {
    const code = /登录验证码为 (\d{6})/.exec(item.body)?.[1];
    if (code) return code;
  }
  return null;
}

for (const [language, texts] of [
  [
    'zh-CN',
    {
      getCode: '获取验证码',
      resend: /10 秒后重新获取/,
      tick: /9 秒后重新获取/,
      phone: '手机号',
      code: '验证码',
      signIn: '登录',
    },
  ],
  [
    'en',
    {
      getCode: 'Get verification code',
      resend: /Resend in 10 s/,
      tick: /Resend in 9 s/,
      phone: 'Phone',
      code: 'Verification code',
      signIn: 'Sign in',
    },
  ],
] as const) {
  test(`sign in by phone code with the 10-second countdown (${language})`, async ({ page, request }) => {
    const phone = language === 'en' ? '13800000002' : '13700000001';
    await useLanguage(page, language);
    // The countdown runs on the page's clock, held still while it is read: on a busy machine a second can
    // pass between the click and the check, so the real clock would make "10 s" a race.
    await page.clock.install();
    await page.goto('/loginByPhone');
    await page.getByLabel(texts.phone, { exact: true }).fill(phone);
    const getCode = page.getByTestId('get-code');
    await expect(getCode).toHaveText(texts.getCode);
    await page.clock.pauseAt(Date.now() + 1000);
    await getCode.click();
    await expect(getCode).toBeDisabled();
    await expect(getCode).toHaveText(texts.resend);
    await page.clock.runFor(1000);
    await expect(getCode).toHaveText(texts.tick);
    await page.clock.resume();
    await expect.poll(() => latestCode(request, phone)).not.toBeNull();
    await page.getByLabel(texts.code, { exact: true }).fill((await latestCode(request, phone)) ?? '');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(language === 'en' ? /\/apps\/staff\/index$/ : /\/apps\/undertaker\/index$/);
    await expect(getCode).toHaveCount(0);
  });
}
