// Sign-in, registration, role landing and the route guard (issue 3, seed 000 §2.1–§8), in both languages.
import { expect, type Page } from '@playwright/test';
import {
  accessTokenFor,
  appTokenFor,
  signHs256,
  signInAs,
  useLanguage,
  type Language,
} from '../support/session';
import { test } from '../support/test';

const TEXT = {
  'zh-CN': {
    tokenNotObtained: '未获取到token',
    loggingIn: '正在登录…',
    tokenFailed: '使用token登录失败',
    notExistHint: '请确认登录手机号是否正确，如有疑问请致电',
    clickToLogin: '点击登录',
    signInByEmail: '邮箱密码登录',
    email: '电子邮箱',
    password: '密码',
    signIn: '登录',
    checkPassword: '请检查密码',
    staffWorkbench: '工作人员工作台',
    membersWorkbench: '委员工作台',
    undertakerWorkbench: '承办单位工作台',
    displayName: '显示名称',
    passwordConfirm: '确认密码',
    register: '注册',
    minName: '名称至少为4个字符',
    emptyName: '请输入显示名称',
    badEmail: '请输入有效的电子邮箱',
    shortPassword: '密码至少为 12 个字符',
    weakPassword: '密码过于简单：请勿使用连续或重复的字符、常见密码，或本系统的名称与年份',
    mismatch: '两次输入的密码不一致',
    emailInUse: '该邮箱已被使用',
    loggingOut: '正在退出…',
    phoneBanner: '欢迎登录提案管理系统',
    badPhone: '请输入正确的手机号',
    badCode: '验证码至少为6位',
    providerNotConfigured: '本服务器未配置 Auth0 身份提供方',
    loggedIn: '已通过 JWT 登录',
    staffRole: '工作人员',
  },
  en: {
    tokenNotObtained: 'token not obtained',
    loggingIn: 'Logging in…',
    tokenFailed: 'Failed to login with token.',
    notExistHint: 'Please check that the phone number you signed in with is correct. For questions call',
    clickToLogin: 'Click to log in',
    signInByEmail: 'Sign in with e-mail and password',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    checkPassword: 'Check your password',
    staffWorkbench: 'Staff workbench',
    membersWorkbench: 'Member workbench',
    undertakerWorkbench: 'Responsible unit workbench',
    displayName: 'Display name',
    passwordConfirm: 'Password (Confirm)',
    register: 'Register',
    minName: 'Min character length is 4.',
    emptyName: 'Enter display name',
    badEmail: 'Please enter a valid email.',
    shortPassword: 'Min character length is 12.',
    weakPassword:
      'This password is too easy to guess: avoid repeated or consecutive characters, common passwords, and the name of this system or the year.',
    mismatch: 'Passwords do not match.',
    emailInUse: 'The email is already in use',
    loggingOut: 'Logging out…',
    phoneBanner: 'Welcome to the proposal management system',
    badPhone: 'Please enter a correct phone number.',
    badCode: 'The verification code has at least 6 digits.',
    providerNotConfigured: 'The Auth0 identity provider is not configured on this server',
    loggedIn: 'Logged in with JWT',
    staffRole: 'Staff',
  },
} as const satisfies Record<Language, Record<string, string>>;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The message banner lies wholly below the toolbar (issue 34: it once covered the user's name). */
async function expectBelowToolbar(page: Page) {
  const banner = await page.getByTestId('message-banner').boundingBox();
  const toolbar = await page.getByTestId('toolbar').boundingBox();
  if (!banner || !toolbar) throw new Error('banner or toolbar not laid out');
  expect(banner.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
}

for (const language of ['zh-CN', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`sign-in (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('app token: a good token signs a member in and lands on the to-do workbench', async ({ page }) => {
      // The sign-in is held until the spinner has been read: a slow line shows it, and it must have a name.
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/mobile/loginByToken', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/login?appToken=${appTokenFor('13900000001')}`);
      await expect(page.getByRole('progressbar', { name: text.loggingIn })).toBeVisible();
      release();
      await expect(page).toHaveURL(/\/apps\/todo\/index$/);
      await expect(heading(page, text.membersWorkbench)).toBeVisible();
      // seed 000 §3: all three stored values, userInfo with a token field
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        userInfo: localStorage.getItem('userInfo'),
        jwt: localStorage.getItem('jwt_access_token'),
      }));
      expect(stored.token).toBeTruthy();
      expect(stored.jwt).toBe(stored.token);
      expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ token: stored.token });
    });

    test('app token: an unknown phone shows the server text and the support line', async ({ page }) => {
      await page.goto(`/login?appToken=${appTokenFor('13912345678')}`);
      const error = page.getByTestId('login-error');
      await expect(error).toContainText(text.notExistHint);
      await expect(page).toHaveURL(/\/login/);
    });

    test('app token: a forged token fails, no token says so', async ({ page }) => {
      const forged = appTokenFor('13900000001', 600, 'not-the-secret-not-the-secret-not-the-secret');
      await page.goto(`/login?appToken=${forged}`);
      await expect(page.getByTestId('login-error')).toContainText(text.tokenFailed);
      await page.goto('/login');
      await expect(page.getByTestId('login-error')).toContainText(text.tokenNotObtained);
      await expect(page.getByTestId('login-error')).toContainText('not-exist');
    });

    test('the guard sends a guest to /login and back after e-mail sign-in', async ({ page }) => {
      await page.goto('/auth/staff-role-example');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('link', { name: text.signInByEmail }).click();
      await page.getByLabel(text.email).fill('staff@cppcc.demo');
      await page.getByLabel(text.password, { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByText(text.checkPassword)).toBeVisible();
      await page.getByLabel(text.password, { exact: true }).fill('Cppcc@2026');
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/staff-role-example$/);
      await expect(page.getByTestId('staff-role-example')).toBeVisible();
      // Issue 34: the toolbar names the role in the page's language, not its code ("staff").
      await expect(page.getByTestId('user-role')).toHaveText(text.staffRole);
      // A real sign-in says so once, below the toolbar, so it covers neither the name nor the menus there.
      const banner = page.getByTestId('message-banner');
      await expect(banner).toContainText(text.loggedIn);
      await expectBelowToolbar(page);
      // A page load resumes the session without saying it again.
      await page.reload();
      await expect(page.getByTestId('staff-role-example')).toBeVisible();
      await expect(page.getByTestId('user-role')).toHaveText(text.staffRole);
      await expect(banner).toHaveCount(0);
    });

    test('register shows every validation message of seed 000 §5 and server errors on fields', async ({
      page,
    }) => {
      await page.goto('/register');
      const submit = page.getByTestId('register-submit');
      await expect(submit).toBeDisabled();
      const name = page.getByLabel(text.displayName);
      await name.fill('abc');
      await expect(page.getByText(text.minName)).toBeVisible();
      await name.fill('');
      await expect(page.getByText(text.emptyName)).toBeVisible();
      await name.fill(`Tester ${language}`);
      await page.getByLabel(text.email).fill('not-an-email');
      await expect(page.getByText(text.badEmail)).toBeVisible();
      await page.getByLabel(text.email).fill('admin@cppcc.demo');
      await page.getByLabel(text.password, { exact: true }).fill('123');
      await expect(page.getByText(text.shortPassword)).toBeVisible();
      await page.getByLabel(text.password, { exact: true }).fill(`Cppcc@${new Date().getFullYear()}!!`);
      await expect(page.getByText(text.weakPassword)).toBeVisible();
      await page.getByLabel(text.password, { exact: true }).fill('secret-lantern-1');
      await page.getByLabel(text.passwordConfirm).fill('secret-lantern-2');
      await expect(page.getByText(text.mismatch)).toBeVisible();
      await expect(submit).toBeDisabled();
      await page.getByLabel(text.passwordConfirm).fill('secret-lantern-1');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText(text.emailInUse)).toBeVisible();
      await page.getByLabel(text.email).fill(`new-${language}-${Date.now()}@example.com`);
      await submit.click();
      // A self-registered account has role `user`: the neutral home, not a workbench.
      await expect(page).toHaveURL(/\/apps\/home$/);
    });

    test('the provider tabs say they are not configured', async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('tab', { name: 'Auth0' }).click();
      await expect(page.getByText(text.providerNotConfigured)).toBeVisible();
    });

    test('/loginByPhone validates phone and code', async ({ page }) => {
      await page.goto('/loginByPhone?appToken=shown-token');
      await expect(page.getByTestId('phone-banner')).toHaveText(text.phoneBanner);
      await expect(page.getByTestId('app-token')).toContainText('shown-token');
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByText(text.badPhone)).toBeVisible();
      await expect(page.getByText(text.badCode)).toBeVisible();
    });

    for (const [account, url, workbench] of [
      ['admin', /\/apps\/staff\/index$/, 'staffWorkbench'],
      ['staff', /\/apps\/staff\/index$/, 'staffWorkbench'],
      ['member', /\/apps\/todo\/index$/, 'membersWorkbench'],
      ['undertaker', /\/apps\/undertaker\/index$/, 'undertakerWorkbench'],
    ] as const) {
      test(`${account} lands where seed 000 §2.3 says`, async ({ page }) => {
        await signInAs(page, account, '/');
        await expect(page).toHaveURL(url);
        await expect(heading(page, text[workbench])).toBeVisible();
      });
    }

    test('an expired stored token logs out with "access_token expired"', async ({ page }) => {
      const expired = signHs256({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 }, 'whatever');
      await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), expired);
      await page.goto('/apps/staff/index');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('message-banner')).toContainText('access_token expired');
    });

    test('a revoked token logs out with "Invalid access_token"; /logout ends the session', async ({
      page,
    }) => {
      // Revoked before the page opens: with a page open, its own calls (bell, chat) would notice first and end
      // the session there, and a reload would then find a guest with nothing to say.
      const token = await accessTokenFor(page.request, 'admin');
      const headers = { Authorization: `Bearer ${token}` };
      expect((await page.request.get('/api/auth/access-token', { headers })).status()).toBe(200);
      const revoke = await page.request.post('/api/auth/logout', { headers });
      expect(revoke.status()).toBe(204);
      await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
      await page.goto('/auth/admin-role-example');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('message-banner')).toContainText('Invalid access_token');
      expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    });
  });
}

test.describe('logout and iOS', () => {
  test('on a phone the sign-in message sits below the toolbar, not over it (issue 34)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    await page.getByRole('link', { name: TEXT['zh-CN'].signInByEmail }).click();
    await page.getByLabel(TEXT['zh-CN'].email).fill('staff@cppcc.demo');
    await page.getByLabel(TEXT['zh-CN'].password, { exact: true }).fill('Cppcc@2026');
    await page.getByRole('button', { name: TEXT['zh-CN'].signIn, exact: true }).click();
    await expect(page.getByTestId('message-banner')).toContainText(TEXT['zh-CN'].loggedIn);
    await expectBelowToolbar(page);
  });

  test('the Logout button ends the session on the server', async ({ page }) => {
    const token = await signInAs(page, 'staff', '/auth/staff-role-example');
    await page.getByRole('link', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    const check = await page.request.get('/api/auth/access-token', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(check.status()).toBe(401);
  });

  test.describe('on iOS', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15' });
    test('a failed automatic login offers 点击登录, which retries', async ({ page }) => {
      await page.goto('/login');
      const retry = page.getByRole('button', { name: '点击登录' });
      await expect(retry).toBeVisible();
      await page.evaluate(() => localStorage.setItem('appToken', 'still-bad'));
      await retry.click();
      await expect(page.getByTestId('login-error')).toContainText('使用token登录失败');
    });
  });
});
