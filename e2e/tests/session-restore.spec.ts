// Issue 13: a reload while the server is away keeps the session — only a 401 may end it. The app says the
// server is unreachable (both languages), keeps the stored token and carries on once the server is back.
// Its own server, stopped and restarted on the same port and data dir, so the shared one is not disturbed.
import { DEMO_PASSWORD, demoAccount } from '@cppcc/contracts';
import { expect, type Route } from '@playwright/test';
import { roleState } from '../support/roles';
import { startServer } from '../support/server';
import { test } from '../support/test';

test('a reload with the server stopped keeps the session and resumes once it is back', async ({
  browser,
}) => {
  let server = await startServer();
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const response = await page.request.get('/api/auth', {
      params: { email: demoAccount('staff').email, password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    const { access_token: token } = (await response.json()) as { access_token: string };
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem('jwt_access_token', value);
        localStorage.setItem('language', 'zh-CN');
        sessionStorage.setItem('e2e-token-set', '1');
      }
    }, token);
    await page.goto('/apps/staff/index');
    await expect(page.getByRole('heading', { name: '工作人员工作台' })).toBeVisible();

    // The first load renewed the token (a new one whenever a second has passed since sign-in): the one
    // stored now is the one the reload must keep.
    const stored = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
    expect(stored).toBeTruthy();

    // The page and its scripts still load; the server stops just as the app checks the stored token. The
    // inline start asks for that check beside the entry's scripts: the stop waits for those to have run (an
    // entry that cannot load is the next test's case).
    const running = server;
    await page.route(
      '**/api/auth/access-token*',
      async (route) => {
        await page.waitForLoadState('load');
        await running.stop({ keepData: true });
        await route.continue();
      },
      { times: 1 },
    );
    await page.reload();
    const notice = page.getByTestId('server-unreachable');
    await expect(notice).toContainText('暂时无法连接服务器');
    await expect(notice).toContainText('你的登录状态已保留');
    await page.getByRole('button', { name: '切换语言' }).click();
    await expect(notice).toContainText('The server cannot be reached');
    await expect(page).toHaveURL(/\/apps\/staff\/index$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBe(stored);

    // Still away after a retry (the button, or the backoff's own): still signed in, still waiting.
    await notice.getByRole('button', { name: 'Try again now' }).click();
    await expect(notice).toContainText(/Attempts so far: (?:[2-9]|\d{2,});/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBe(stored);

    server = await startServer({}, { port: running.port, dataDir: running.dataDir });
    // The browser coming back online retries at once (a no-op if the backoff's retry got there first).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Staff workbench' })).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/staff\/index$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeTruthy();
  } finally {
    await context.close();
    await server.stop();
  }
});

// The entry's own scripts refused (a server restarting as the page loads): React never starts, so index.html
// says the server is away and reloads once it answers again.
test('an entry that cannot load says so on the splash and reloads once the server answers', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: roleState('staff'), locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    let refuse = true;
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      refuse ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/apps/staff/index');
    await expect(
      page.getByText('暂时无法连接服务器，正在重试… · The server cannot be reached; retrying…'),
    ).toBeVisible();
    refuse = false;
    await expect(page.getByRole('heading', { name: '工作人员工作台' })).toBeVisible({ timeout: 60_000 });
  } finally {
    await context.close();
  }
});

// A server that takes the requests and answers none (stalled, or stopping under load): the splash must not
// stay for good. The session check and the health probe are held here, unanswered, until released.
test('a session check that gets no answer gives way to the unreachable notice, then carries on', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: roleState('staff'), locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const held: Route[] = [];
    let stalled = true;
    await page.route(/\/api\/(?:auth\/access-token|health)/, async (route) => {
      if (stalled) held.push(route);
      else await route.continue();
    });
    await page.goto('/apps/staff/index');
    const notice = page.getByTestId('server-unreachable');
    await expect(notice).toContainText('暂时无法连接服务器');
    await expect(notice).toContainText('你的登录状态已保留');
    await page.getByRole('button', { name: '切换语言' }).click();
    await expect(notice).toContainText('The server cannot be reached');

    stalled = false;
    // The probes gave up on theirs (their own timeout aborted them): only the session check is answered.
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Staff workbench' })).toBeVisible();
  } finally {
    await context.close();
  }
});
