// Issue 19: sign-in through an OpenID Connect provider (/register's Auth0 tab, /callback) against a real
// provider on 127.0.0.1, with its own server started with the provider's settings.
import { expect, type Page } from '@playwright/test';
import { startBrowserOidcProvider, type BrowserOidcProvider } from '../support/oidc-provider';
import { freePort, startServer, type RunningServer } from '../support/server';
import { useLanguage } from '../support/session';
import { asAdmin } from '../support/admin-users';
import { test } from '../support/test';

let provider: BrowserOidcProvider;
let server: RunningServer;

test.beforeAll(async () => {
  const port = await freePort();
  provider = await startBrowserOidcProvider(`http://127.0.0.1:${port}/callback`);
  server = await startServer(provider.env, { port });
});
test.afterAll(async () => {
  await server.stop();
  await provider.close();
});

/** From the register page's Auth0 tab to the provider's log-in page, then through it. */
async function signInAtProvider(
  page: Page,
  button: string,
  login: string,
  consent: 'Continue' | '[ Cancel ]',
) {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Auth0' }).click();
  await page.getByRole('button', { name: button }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent === 'Continue') await page.getByRole('button', { name: 'Continue' }).click();
  else await page.getByRole('link', { name: consent }).click();
}

test('signs up with no role, then signs in once an admin grants one', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  const email = `oidc-${Date.now()}@example.test`;
  await signInAtProvider(page, 'Log in / Sign up with Auth0', email, 'Continue');
  await expect(page).toHaveURL(/\/callback\?/);
  await expect(
    page.getByText(/Auth0 confirmed who you are \(OIDC oidc-\d+\), but your account has no role/),
  ).toBeVisible();

  // The role rule: an admin grants one on the users screen (here through its API).
  const admin = await asAdmin(page.request, server.url);
  const user = await admin.userByEmail(email);
  expect(user.from).toBe('auth0');
  await admin.changeUser(user.id, { roles: ['user'] });

  // The provider remembers the person and the consent: straight back to /callback, signed in.
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Auth0' }).click();
  await page.getByRole('button', { name: 'Log in / Sign up with Auth0' }).click();
  await expect(page.getByText('Logged in with Auth0')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/home$/);
  await context.close();
});

test('a denied consent and a tampered state do not sign in', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const page = await context.newPage();
  const email = `oidc-denied-${Date.now()}@example.test`;
  await signInAtProvider(page, '通过 Auth0 登录 / 注册', email, '[ Cancel ]');
  await expect(page.getByText('你在身份提供方处取消了授权，未登录')).toBeVisible();

  // A new browser (the provider does not know it yet), whose /callback is opened with another state than
  // the provider sent back: the page's own check is passed (the same state remembered), the server refuses.
  await context.close();
  const tamperContext = await browser.newContext({ baseURL: server.url });
  const tamperPage = await tamperContext.newPage();
  await tamperPage.addInitScript(() => {
    if (location.pathname !== '/callback') return;
    const url = new URL(location.href);
    const state = `${url.searchParams.get('state') ?? ''}x`;
    url.searchParams.set('state', state);
    history.replaceState(null, '', url.href);
    sessionStorage.setItem('oidc.state', state);
  });
  const login = `oidc-tamper-${Date.now()}@example.test`;
  await signInAtProvider(tamperPage, '通过 Auth0 登录 / 注册', login, 'Continue');
  await expect(
    tamperPage.getByText('登录请求无效或已过期（state 不符），请重新登录', { exact: true }),
  ).toBeVisible();
  await tamperContext.close();
});
