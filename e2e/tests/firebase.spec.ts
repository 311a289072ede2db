// Issue 19: sign-up and sign-in through Firebase Authentication (/register's Firebase tab) against the real
// Auth emulator on 127.0.0.1, with the app's own server started with the emulator's settings.
import { DEMO_PASSWORD, demoAccount } from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { asAdmin } from '../support/admin-users';
import { startAuthEmulator, type AuthEmulator } from '../support/firebase-emulator';
import { startServer, type RunningServer } from '../support/server';
import { useLanguage } from '../support/session';
import { test } from '../support/test';

let emulator: AuthEmulator;
let server: RunningServer;

test.beforeAll(async () => {
  // Two processes to start on a busy machine (the emulator alone takes several seconds).
  test.setTimeout(180_000);
  emulator = await startAuthEmulator();
  server = await startServer(emulator.env);
});
test.afterAll(async () => {
  await server?.stop();
  await emulator?.stop();
});

async function openFirebaseTab(page: Page) {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Firebase' }).click();
  await expect(page.getByTestId('firebase-form')).toBeVisible();
}

async function fill(page: Page, values: Partial<Record<'displayName' | 'email' | 'password', string>>) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`field-${name}`).fill(value);
  if (values.password) await page.getByTestId('field-passwordConfirm').fill(values.password);
}

test('signs up with no role, then signs in once an admin grants one', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  const email = `firebase-${Date.now()}@example.test`;
  await openFirebaseTab(page);
  await fill(page, { displayName: 'Fire Person', email, password: 'Firebase-pass-1' });
  await page.getByRole('button', { name: 'Sign up with Firebase' }).click();
  // Seed 000 §4: Firebase has authenticated the person, our server completes the sign-in meanwhile.
  await expect(page.getByText('Logging in with Firebase')).toBeVisible();
  await expect(
    page.getByText('Firebase confirmed who you are (Fire Person), but your account has no role yet.', {
      exact: false,
    }),
  ).toBeVisible();

  // The role rule: an admin grants one (the users screen's API).
  const admin = await asAdmin(page.request, server.url);
  const user = await admin.userByEmail(email);
  expect(user.from).toBe('firebase');
  expect(user.roles).toEqual([]);
  const patchUser = (changes: object) => admin.changeUser(user.id, changes);
  await patchUser({ roles: ['user'], disabled: true });

  // Our server refuses (the local account is disabled) after the toast: the form is still there, as filled.
  await openFirebaseTab(page);
  await fill(page, { displayName: 'Kept Name', email, password: 'Firebase-pass-1' });
  const signIn = page.getByRole('button', { name: 'Have a Firebase account? Sign in' });
  await signIn.click();
  await expect(page.getByText('Logging in with Firebase')).toBeVisible();
  await expect(page.getByText('This account has been disabled.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Firebase' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('field-displayName')).toHaveValue('Kept Name');
  await expect(page.getByTestId('field-email')).toHaveValue(email);
  await expect(page.getByTestId('field-password')).toHaveValue('Firebase-pass-1');
  await expect(page.getByTestId('field-passwordConfirm')).toHaveValue('Firebase-pass-1');

  await patchUser({ disabled: false });
  await signIn.click();
  await expect(page.getByText('Logged in with Firebase')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/home$/);
  await context.close();
});

test("Firebase's errors appear on their fields (seed 000 §5)", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  const taken = `firebase-taken-${Date.now()}@example.test`;
  await emulator.createAccount(taken, 'Firebase-pass-1');
  const disabled = `firebase-disabled-${Date.now()}@example.test`;
  await emulator.disableAccount(await emulator.createAccount(disabled, 'Firebase-pass-1'));
  await openFirebaseTab(page);
  const field = (name: string) => page.getByTestId(`field-${name}`);
  const signIn = page.getByRole('button', { name: 'Have a Firebase account? Sign in' });

  // email-already-in-use → email
  await fill(page, { displayName: 'Second Person', email: taken, password: 'Firebase-pass-2' });
  await page.getByRole('button', { name: 'Sign up with Firebase' }).click();
  await expect(field('email')).toHaveAccessibleDescription('The email is already in use');

  // wrong-password → password
  await fill(page, { email: taken, password: 'Not-the-password-9' });
  await signIn.click();
  await expect(field('password')).toHaveAccessibleDescription('Check your password');

  // user-not-found → displayName
  await fill(page, { email: `nobody-${Date.now()}@example.test` });
  await signIn.click();
  await expect(field('displayName')).toHaveAccessibleDescription('Check your username/email');

  // user-disabled → displayName
  await fill(page, { email: disabled, password: 'Firebase-pass-1' });
  await signIn.click();
  await expect(field('displayName')).toHaveAccessibleDescription('This Firebase account has been disabled');

  // invalid-email → email (sign-in leaves the address to Firebase to judge)
  await fill(page, { email: 'not-an-address' });
  await signIn.click();
  await expect(field('email')).toHaveAccessibleDescription('The email address is not valid');
  await context.close();
});

// The emulator lets a project's own users always use e-mail and password; an Identity Platform tenant can
// have it off. A server configured for such a tenant (this test only) meets operation-not-allowed.
test('operation-not-allowed goes on displayName (a tenant without e-mail sign-in)', async ({ browser }) => {
  test.setTimeout(120_000);
  const tenant = await emulator.createTenant(false);
  const closed = await startServer({ ...emulator.env, FIREBASE_TENANT_ID: tenant });
  try {
    const context = await browser.newContext({ baseURL: closed.url });
    const page = await context.newPage();
    await useLanguage(page, 'en');
    await openFirebaseTab(page);
    const message = 'E-mail and password sign-in is not enabled for this Firebase project';
    await fill(page, {
      displayName: 'Closed Person',
      email: `closed-${Date.now()}@example.test`,
      password: 'Firebase-pass-4',
    });
    await page.getByRole('button', { name: 'Sign up with Firebase' }).click();
    await expect(page.getByTestId('field-displayName')).toHaveAccessibleDescription(message);
    await fill(page, { displayName: 'Closed Person 2' });
    await expect(page.getByTestId('field-displayName')).not.toHaveAccessibleDescription(message);
    await page.getByRole('button', { name: 'Have a Firebase account? Sign in' }).click();
    await expect(page.getByTestId('field-displayName')).toHaveAccessibleDescription(message);
    await context.close();
  } finally {
    await closed.stop();
  }
});

test('in Chinese, and an existing local account links only with its password', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const page = await context.newPage();
  const staff = demoAccount('staff').email;
  await openFirebaseTab(page);
  await fill(page, { displayName: 'Staff Firebase', email: staff, password: 'Firebase-pass-3' });
  await page.getByRole('button', { name: '通过 Firebase 注册' }).click();
  // The toast does not take the page away: the link form follows it on the same page.
  await expect(page.getByText('正在通过 Firebase 登录…')).toBeVisible();
  await expect(page.getByTestId('oidc-link-form')).toBeVisible();
  await page.getByTestId('field-password').fill('not-the-password');
  await page.getByRole('button', { name: '关联并登录' }).click();
  await expect(page.getByTestId('field-password')).toHaveAccessibleDescription(/密码/);
  await page.getByTestId('field-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '关联并登录' }).click();
  await expect(page.getByText('已通过 Firebase 登录')).toBeVisible();
  await context.close();
});
