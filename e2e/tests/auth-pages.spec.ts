// The template sign-in pages /pages/auth/* (issue 3, seed 000 §2.1), each against the real server and in both
// languages: login and register (JWT flow), forgot/reset (a one-time link through the demo outbox, read back
// through GET /api/admin/outbox), mail-confirm and the lock screen. Accounts whose password a test changes are
// registered by that test, so the demo accounts other specs sign in with stay untouched.
import { DEMO_PASSWORD, outboxListSchema } from '@cppcc/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { roleToken } from '../support/roles';
import { signInAs, useLanguage, type Language } from '../support/session';
import { test } from '../support/test';

const TEXT = {
  'zh-CN': {
    signInTitle: '登录账号',
    registerTitle: '注册账号',
    forgotTitle: '找回密码',
    resetTitle: '重置密码',
    mailConfirmTitle: '请查收邮件',
    mailConfirmText: '我们已向您的邮箱发送了一封确认邮件',
    lockTitle: '会话已锁定',
    brand: '政协提案管理系统',
    email: '电子邮箱',
    password: '密码',
    newPassword: '新密码',
    passwordConfirm: '确认密码',
    displayName: '显示名称',
    signIn: '登录',
    register: '注册',
    forgotLink: '忘记密码？',
    login: '登录',
    backToLogin: '返回登录页',
    sendResetLink: '发送重置链接',
    resetLinkSent: '如果该邮箱已注册，重置链接已发送，请查收邮件。',
    resetPassword: '重置密码',
    resetDone: '密码已重置，请使用新密码登录。',
    resetInvalid: '重置链接无效或已过期',
    resetNoToken: '链接无效：缺少重置令牌，请重新申请。',
    unlock: '解锁',
    checkPassword: '请检查密码',
    checkEmail: '请检查用户名/邮箱',
    mismatch: '两次输入的密码不一致',
    emailInUse: '该邮箱已被使用',
    badEmail: '请输入有效的电子邮箱',
    staffWorkbench: '工作人员工作台',
  },
  en: {
    signInTitle: 'Sign in to your account',
    registerTitle: 'Create an account',
    forgotTitle: 'Forgot password',
    resetTitle: 'Reset password',
    mailConfirmTitle: 'Confirm your e-mail',
    mailConfirmText: 'We sent you an e-mail',
    lockTitle: 'Your session is locked',
    brand: 'CPPCC Proposal Management System',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    passwordConfirm: 'Password (Confirm)',
    displayName: 'Display name',
    signIn: 'Sign in',
    register: 'Register',
    forgotLink: 'Forgot password?',
    login: 'Login',
    backToLogin: 'Back to sign-in',
    sendResetLink: 'Send reset link',
    resetLinkSent: 'If the e-mail is registered, a reset link is on its way.',
    resetPassword: 'Reset password',
    resetDone: 'Your password has been reset; sign in with the new one.',
    resetInvalid: 'The reset link is invalid or has expired.',
    resetNoToken: 'This link is not valid: it has no reset token. Please request a new one.',
    unlock: 'Unlock',
    checkPassword: 'Check your password',
    checkEmail: 'Check your username/email',
    mismatch: 'Passwords do not match.',
    emailInUse: 'The email is already in use',
    badEmail: 'Please enter a valid email.',
    staffWorkbench: 'Staff workbench',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The two looks of each page: the centred card and the split screen with the brand panel (`-2`). */
const VARIANTS = [
  { suffix: '', split: false },
  { suffix: '-2', split: true },
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The `sid` claim of an access token (the server-side session it belongs to). */
const sessionOf = (token: string): unknown =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid?: unknown }).sid;

let serial = 0;
/** A unique e-mail per call (runs share one server and may repeat). */
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${(serial += 1)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A fresh self-registered account (role `user`) through the real API. */
async function registerAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: { displayName: 'Reset Tester', email, password },
  });
  expect(response.status()).toBe(200);
}

/** The newest reset link the demo e-mail provider wrote to the outbox for `email` (admin API). */
async function latestResetLink(request: APIRequestContext, email: string): Promise<string | null> {
  const token = roleToken('admin');
  const response = await request.get('/api/admin/outbox', {
    params: { recipient: email, channel: 'email', limit: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { items } = outboxListSchema.parse(await response.json());
  return /https?:\/\/\S+\/pages\/auth\/reset-password\?token=[\w-]+/.exec(items[0]?.body ?? '')?.[0] ?? null;
}

for (const language of ['zh-CN', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`template auth pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    for (const { suffix, split } of VARIANTS) {
      test(`login${suffix}: e-mail and password against GET /api/auth, with links to its siblings`, async ({
        page,
      }) => {
        await page.goto(`/pages/auth/login${suffix}`);
        const form = page.getByTestId('template-login');
        await expect(heading(page, text.signInTitle)).toBeVisible();
        await expect(page.getByText(text.brand, { exact: true })).toBeVisible();
        await expect(page.getByTestId('auth-brand-panel')).toHaveCount(split ? 1 : 0);
        await expect(form.getByRole('link', { name: text.forgotLink })).toHaveAttribute(
          'href',
          `/pages/auth/forgot-password${suffix}`,
        );
        await expect(form.getByRole('link', { name: text.register, exact: true })).toHaveAttribute(
          'href',
          `/pages/auth/register${suffix}`,
        );

        const submit = form.getByRole('button', { name: text.signIn, exact: true });
        await form.getByLabel(text.email).fill('nobody@cppcc.demo');
        await form.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
        await submit.click();
        await expect(form.getByText(text.checkEmail)).toBeVisible();
        await form.getByLabel(text.email).fill('staff@cppcc.demo');
        await form.getByLabel(text.password, { exact: true }).fill('not-the-password');
        await submit.click();
        await expect(form.getByText(text.checkPassword)).toBeVisible();
        await form.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
        await submit.click();
        // Guest-only page: once signed in, the guard sends the staff member to their landing page.
        await expect(page).toHaveURL(/\/apps\/staff\/index$/);
        await expect(heading(page, text.staffWorkbench)).toBeVisible();
      });

      test(`register${suffix}: a new account through POST /api/auth/register, errors on their fields`, async ({
        page,
      }) => {
        await page.goto(`/pages/auth/register${suffix}`);
        const form = page.getByTestId('template-register');
        await expect(heading(page, text.registerTitle)).toBeVisible();
        await expect(page.getByText(text.brand, { exact: true })).toBeVisible();
        await expect(page.getByTestId('auth-brand-panel')).toHaveCount(split ? 1 : 0);
        await expect(form.getByRole('link', { name: text.login, exact: true })).toHaveAttribute(
          'href',
          `/pages/auth/login${suffix}`,
        );
        const submit = form.getByTestId('register-submit');
        await expect(submit).toBeDisabled();
        await form.getByLabel(text.displayName).fill(`Template ${language}`);
        await form.getByLabel(text.email).fill('not-an-email');
        await expect(form.getByText(text.badEmail)).toBeVisible();
        await form.getByLabel(text.email).fill('staff@cppcc.demo');
        await form.getByLabel(text.password, { exact: true }).fill('secret-lantern-1');
        await form.getByLabel(text.passwordConfirm).fill('secret-lantern-2');
        await expect(form.getByText(text.mismatch)).toBeVisible();
        await expect(submit).toBeDisabled();
        await form.getByLabel(text.passwordConfirm).fill('secret-lantern-1');
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(form.getByText(text.emailInUse)).toBeVisible();
        await form.getByLabel(text.email).fill(uniqueEmail(`register${suffix}`));
        await submit.click();
        // A self-registered account has role `user`: the neutral home.
        await expect(page).toHaveURL(/\/apps\/home$/);
      });

      test(`forgot-password${suffix} → outbox link → reset-password${suffix}: once, then the new password signs in`, async ({
        page,
        request,
      }) => {
        const email = uniqueEmail(`reset${suffix}`);
        await registerAccount(request, email, 'first-secret');

        await page.goto(`/pages/auth/forgot-password${suffix}`);
        const forgot = page.getByTestId('template-forgot');
        await expect(heading(page, text.forgotTitle)).toBeVisible();
        await expect(page.getByText(text.brand, { exact: true })).toBeVisible();
        await expect(page.getByTestId('auth-brand-panel')).toHaveCount(split ? 1 : 0);
        await expect(forgot.getByRole('link', { name: text.backToLogin })).toHaveAttribute(
          'href',
          `/pages/auth/login${suffix}`,
        );
        await forgot.getByLabel(text.email).fill(email);
        await forgot.getByRole('button', { name: text.sendResetLink }).click();
        await expect(forgot.getByText(text.resetLinkSent)).toBeVisible();

        // The demo e-mail provider wrote the link to the outbox; wait for it rather than for a fixed time.
        await expect.poll(() => latestResetLink(request, email)).not.toBeNull();
        const sent = new URL((await latestResetLink(request, email)) ?? '');
        expect(sent.pathname).toBe('/pages/auth/reset-password');
        const link = `/pages/auth/reset-password${suffix}${sent.search}`;

        await page.goto(link);
        const reset = page.getByTestId('template-reset');
        await expect(heading(page, text.resetTitle)).toBeVisible();
        await expect(page.getByText(text.brand, { exact: true })).toBeVisible();
        await expect(page.getByTestId('auth-brand-panel')).toHaveCount(split ? 1 : 0);
        await reset.getByLabel(text.newPassword).fill('second-secret');
        await reset.getByLabel(text.passwordConfirm).fill('second-secrex');
        await reset.getByRole('button', { name: text.resetPassword }).click();
        await expect(reset.getByText(text.mismatch)).toBeVisible();
        await reset.getByLabel(text.passwordConfirm).fill('second-secret');
        await reset.getByRole('button', { name: text.resetPassword }).click();
        await expect(reset.getByText(text.resetDone)).toBeVisible();
        await expect(reset.getByRole('button', { name: text.resetPassword })).toBeDisabled();

        // The link works once: opened again it is refused with a clear message.
        await page.goto(link);
        await reset.getByLabel(text.newPassword).fill('third-secret');
        await reset.getByLabel(text.passwordConfirm).fill('third-secret');
        await reset.getByRole('button', { name: text.resetPassword }).click();
        await expect(reset.getByRole('alert').filter({ hasText: text.resetInvalid })).toBeVisible();

        // The old password is gone, the new one signs in.
        await reset.getByRole('link', { name: text.backToLogin }).click();
        await expect(page).toHaveURL(new RegExp(`/pages/auth/login${suffix}$`));
        const login = page.getByTestId('template-login');
        await login.getByLabel(text.email).fill(email);
        await login.getByLabel(text.password, { exact: true }).fill('first-secret');
        await login.getByRole('button', { name: text.signIn, exact: true }).click();
        await expect(login.getByText(text.checkPassword)).toBeVisible();
        await login.getByLabel(text.password, { exact: true }).fill('second-secret');
        await login.getByRole('button', { name: text.signIn, exact: true }).click();
        await expect(page).toHaveURL(/\/apps\/home$/);
      });
    }

    test('reset-password refuses an unknown or expired token and a link without one', async ({ page }) => {
      await page.goto('/pages/auth/reset-password');
      const reset = page.getByTestId('template-reset');
      await expect(reset.getByText(text.resetNoToken)).toBeVisible();
      await expect(reset.getByRole('button', { name: text.resetPassword })).toBeDisabled();

      await page.goto('/pages/auth/reset-password-2?token=made-up-or-long-expired');
      await reset.getByLabel(text.newPassword).fill('some-secret-key');
      await reset.getByLabel(text.passwordConfirm).fill('some-secret-key');
      await reset.getByRole('button', { name: text.resetPassword }).click();
      await expect(reset.getByRole('alert').filter({ hasText: text.resetInvalid })).toBeVisible();
    });

    test('mail-confirm tells the user to check their mail and leads back to sign-in', async ({ page }) => {
      await page.goto('/pages/auth/mail-confirm');
      await expect(heading(page, text.mailConfirmTitle)).toBeVisible();
      await expect(page.getByText(text.mailConfirmText)).toBeVisible();
      await page.getByRole('link', { name: text.backToLogin }).click();
      await expect(page).toHaveURL(/\/pages\/auth\/login$/);
      await expect(heading(page, text.signInTitle)).toBeVisible();
    });

    test('lock asks the signed-in user for their password again and unlocks the same session', async ({
      page,
    }) => {
      const token = await signInAs(page, 'staff', '/pages/auth/lock');
      const lock = page.getByTestId('template-lock');
      await expect(heading(page, text.lockTitle)).toBeVisible();
      await expect(lock.getByText('提案委 王晓芳')).toBeVisible();
      const password = lock.getByLabel(text.password, { exact: true });
      await password.fill('not-the-password');
      await lock.getByRole('button', { name: text.unlock }).click();
      await expect(lock.getByText(text.checkPassword)).toBeVisible();
      await expect(page).toHaveURL(/\/pages\/auth\/lock$/);
      await password.fill(DEMO_PASSWORD);
      const unlocked = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/unlock') && response.request().method() === 'POST',
      );
      await lock.getByRole('button', { name: text.unlock }).click();
      const answer = await unlocked;
      expect(answer.status()).toBe(200);
      await expect(page).toHaveURL(/\/apps\/staff\/index$/);
      await expect(heading(page, text.staffWorkbench)).toBeVisible();
      // Unlocking went on with the same session (no second one): the token it answered names the same `sid`,
      // and it is the one stored. (Issued within the same second as the first, it may equal it byte for byte.)
      const { access_token: issued } = (await answer.json()) as { access_token: string };
      const stored = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
      expect(stored).toBe(issued);
      expect(sessionOf(issued)).toBe(sessionOf(token));
    });
  });
}

test.describe('who may open them', () => {
  test('the lock screen needs a signed-in user; the sign-in pages send a signed-in one on', async ({
    page,
  }) => {
    await page.goto('/pages/auth/lock');
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, 'admin', '/pages/auth/login-2');
    await expect(page).toHaveURL(/\/apps\/staff\/index$/);
  });
});
