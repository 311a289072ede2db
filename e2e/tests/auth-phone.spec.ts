// Sign-in by phone code (seed 000 §2.1/§4): the code is read from the demo outbox table of a server started
// for this file (the shared server's data directory is not exposed to tests).
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';
import { useLanguage } from '../support/session';

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a second server starting while the shared one is busy
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

function latestCode(phone: string): string | null {
  const db = new Database(path.join(server.dataDir, 'cppcc.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY created_at DESC LIMIT 1')
      .get(phone) as { body: string } | undefined;
    return row?.body.match(/\d{6}/)?.[0] ?? null;
  } finally {
    db.close();
  }
}

for (const [language, texts] of [
  [
    'zh-CN',
    { getCode: '获取验证码', resend: /10 秒后重新获取/, phone: '手机号', code: '验证码', signIn: '登录' },
  ],
  [
    'en',
    {
      getCode: 'Get verification code',
      resend: /Resend in 10 s/,
      phone: 'Phone',
      code: 'Verification code',
      signIn: 'Sign in',
    },
  ],
] as const) {
  test(`sign in by phone code with the 10-second countdown (${language})`, async ({ page }) => {
    const phone = language === 'en' ? '13800000002' : '13700000001';
    await useLanguage(page, language);
    await page.goto(`${server.url}/loginByPhone`);
    await page.getByLabel(texts.phone, { exact: true }).fill(phone);
    const getCode = page.getByTestId('get-code');
    await expect(getCode).toHaveText(texts.getCode);
    await getCode.click();
    await expect(getCode).toBeDisabled();
    await expect(getCode).toHaveText(texts.resend);
    await expect.poll(() => latestCode(phone)).not.toBeNull();
    await page.getByLabel(texts.code, { exact: true }).fill(latestCode(phone) ?? '');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(language === 'en' ? /\/apps\/staff\/index$/ : /\/apps\/undertaker\/index$/);
    await expect(getCode).toHaveCount(0);
  });
}
