// Issue 33 §1: a signed-in cold load asks for the landing's data in the first wave after the HTML (index.html's
// inline start, apps/web/vite.startPages.ts), beside the page's chunks rather than after them; the app takes
// those answers instead of asking again; a second visit loads every script from the browser's cache.
import { type DemoAccountKey } from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { accessTokenFor, useLanguage } from '../support/session';
import { test } from '../support/test';

// Cold loads: a new context each, with an empty HTTP cache (not one of the worker's warm ones, support/test.ts).
test.use({ freshContext: true });

const LANDING = '/apps/todo/index';
/** The member landing's first screen, as apps/web/src/app/start/startPages.ts names it. */
const LANDING_CALLS = [
  '/api/proposals/counts?scope=mine',
  '/api/proposals?scope=mine&state=draft%2Creturned&sort=updatedAt&order=desc&page=1&pageSize=10',
  '/api/todo-app/todos?filterHandle=proposal',
  '/api/proposals?scope=mine&sort=updatedAt&order=desc&page=1&pageSize=10',
  '/api/topics',
];
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

test('the HTML names each landing’s chunks and calls for the start', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const start = /<script>(\(function startSignedIn[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(start, 'index.html carries the signed-in start').not.toBe('');
  for (const [landing, chunk] of [
    [LANDING, 'MemberOverviewPage'],
    ['/apps/staff/index', 'StaffIndexPage'],
    ['/apps/undertaker/index', 'OverviewPage'],
  ] as const)
    expect(start).toMatch(new RegExp(`"${landing}":\\{"files":\\["/assets/${chunk}-[\\w-]+\\.js"`));
  for (const call of LANDING_CALLS) expect(start).toContain(JSON.stringify(call));
});

/** The requests among a cold load's events of the built file `/assets/<name>-<hash>.js` (`name` a pattern). */
const assetRequests = (events: string[], name: string) =>
  events.filter((event) => new RegExp(`^request /assets/${name}-[\\w-]+\\.js$`).test(event));

/** The member's landing in Chinese, settled. */
async function openChineseLanding(page: Page) {
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { name: '委员工作台' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** A cold load of `path` signed in as `account` (a returning user's stored token), every request recorded. */
async function coldLoad(page: Page, account: DemoAccountKey) {
  await useLanguage(page, 'zh-CN');
  const token = await accessTokenFor(page.request, account);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('jwt_access_token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  const events: string[] = [];
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const path = pathOf(request.url());
    events.push(`request ${path}`);
    if (path.startsWith('/api/')) calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  page.on('requestfinished', (request) => events.push(`finished ${pathOf(request.url())}`));
  // The socket's `ready`: a contacts read made before it is made again then (no call twice, issue 33).
  const socketReady = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) {
          events.push('socket ready');
          resolve();
        }
      }),
    );
  });
  const at = (pattern: RegExp) => events.findIndex((event) => pattern.test(event));
  /**
   * Every call asked for once. The chat rail reads its contacts after the socket's ready; only a socket slower
   * than the rail's wait (SOCKET_WAIT_MS, on a busy machine) has them read before it, and then again on ready
   * so that no presence change is missed.
   */
  const eachAskedOnce = async () => {
    const contacts = '/api/chat/contacts';
    const readAt = events.indexOf(`request ${contacts}`);
    const readyAt = events.indexOf('socket ready');
    const beforeReady = readAt > -1 && (readyAt === -1 || readAt < readyAt);
    if (calls.has(contacts))
      await expect
        .poll(() => calls.get(contacts), { message: 'the contacts were read' })
        .toBe(beforeReady ? 2 : 1);
    for (const [call, times] of calls) if (call !== contacts) expect(times, `${call} asked for once`).toBe(1);
  };
  return { events, calls, socketReady, at, eachAskedOnce };
}

test('a member’s cold load asks for the landing’s data beside its chunks, once; a second visit fetches no script', async ({
  page,
  context,
}) => {
  const { events, socketReady, at, eachAskedOnce } = await coldLoad(page, 'member');
  const contactsRead = page.waitForResponse((response) => response.url().endsWith('/api/chat/contacts'));
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { name: '委员工作台' })).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  // The chat rail reads its contacts after the content; the socket's ready is the moment a second read came.
  await Promise.all([socketReady, contactsRead]);
  await page.waitForLoadState('networkidle');

  const pageChunkDone = at(/^finished \/assets\/MemberOverviewPage-[\w-]+\.js$/);
  const sessionDone = at(/^finished \/api\/auth\/access-token$/);
  expect(pageChunkDone, 'the page chunk loaded').toBeGreaterThan(-1);
  for (const call of LANDING_CALLS) {
    const asked = events.indexOf(`request ${call}`);
    expect(asked, `${call} was asked for`).toBeGreaterThan(-1);
    expect(asked, `${call} before the page chunk had loaded`).toBeLessThan(pageChunkDone);
    expect(asked, `${call} beside the session check, not after it`).toBeLessThan(sessionDone);
  }
  // No call twice: the start's calls are taken by the app, and the chat rail reads its contacts once.
  await eachAskedOnce();

  // The second visit: another tab of the same browser profile. Hashed scripts are cached as immutable.
  const again = await context.newPage();
  const cdp = await context.newCDPSession(again);
  await cdp.send('Network.enable');
  const scripts: { url: string; cached: boolean }[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Script')
      scripts.push({
        url: response.url,
        cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      });
  });
  await again.goto(LANDING);
  await expect(again.getByRole('heading', { name: '委员工作台' })).toBeVisible();
  await again.waitForLoadState('networkidle');
  expect(scripts.length, 'the second visit ran scripts').toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.cached).map((script) => script.url)).toEqual([]);
});

test('a staff cold load asks for the current session’s figures before the page chunk has loaded, once', async ({
  page,
}) => {
  const { calls, eachAskedOnce } = await coldLoad(page, 'staff');
  // StartPages' sessionCalls, asked by the start once /api/sessions named the current session.
  const sessionCalls = [
    /^\/api\/proposals\/counts\?scope=all&sessionId=[\w-]+$/,
    /^\/api\/proposals\?scope=all&sessionId=[\w-]+&state=submitted&sort=submittedAt&order=desc&pageSize=5$/,
  ];
  const asked = () => sessionCalls.every((call) => [...calls.keys()].some((path) => call.test(path)));
  const allAsked = new Promise<void>((resolve) => {
    page.on('request', () => {
      if (asked()) resolve();
    });
  });
  // The page's chunk is held until they have been asked for: only the start can have asked (the page cannot
  // run yet), and a start that did not ask leaves the page unshown.
  await page.route(/\/assets\/StaffIndexPage-[\w-]+\.js$/, async (route) => {
    await allAsked;
    await route.continue();
  });
  await page.goto('/apps/staff/index');
  await expect(page.getByTestId('staff-index')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked()).toBe(true);
  await eachAskedOnce();
});

test('a cold load sends the catalogue of its language only; a switch loads the other before showing it', async ({
  page,
}) => {
  const { events } = await coldLoad(page, 'member');
  const catalogue = (language: string) => assetRequests(events, `messages-${language}`);
  await openChineseLanding(page);
  expect(catalogue('zh-CN'), 'the Chinese catalogue, once').toHaveLength(1);
  expect(catalogue('en'), 'no English catalogue on a Chinese load').toEqual([]);

  await page.getByRole('button', { name: '切换语言' }).click();
  await expect(page.getByRole('heading', { name: 'Member workbench' })).toBeVisible();
  expect(catalogue('en'), 'the English catalogue, loaded for the switch').toHaveLength(1);
  // No catalogue key shows raw (`savedViews.nameRequired`, `proposalAction.submit`, …).
  await expect(page.locator('body')).not.toContainText(
    /\b(messages|validation|proposal\w*|task\w*|savedViews|list)\.\w+/,
  );
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '委员工作台' })).toBeVisible();
  expect(catalogue('zh-CN'), 'switching back loads nothing again').toHaveLength(1);
});

test('an English cold load preloads the English texts of the shell and the landing, and shows English from its first render', async ({
  page,
}) => {
  const { events } = await coldLoad(page, 'member');
  /** Requests of a split bundle's texts file, `texts-<namespace>-<language>-<hash>.js`. */
  const texts = (name: string) => assetRequests(events, `texts-${name}`);
  // Chinese, the default: the features' texts come with their chunks.
  await openChineseLanding(page);
  expect(texts('\\w+'), 'no texts file on a Chinese load').toEqual([]);

  // English (apps/web/vite.bundleTexts.ts): the start preloads the split bundles' English texts beside the
  // page's chunks, and the shell and the page render once they are in. Every h1 as shown, however briefly.
  await page.addInitScript(() => {
    localStorage.setItem('language', 'en');
    const seen: string[] = [];
    (window as { headingsSeen?: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1'))
        if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  events.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Member workbench' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const namespace of ['shell', 'memberWorkbench']) {
    expect(texts(`${namespace}-en`), `${namespace}: its English texts, once`).toHaveLength(1);
    expect(
      await page.locator(`link[rel="modulepreload"][href*="/assets/texts-${namespace}-en-"]`).count(),
      `${namespace}: preloaded by the start`,
    ).toBe(1);
  }
  expect(await page.evaluate(() => (window as { headingsSeen?: string[] }).headingsSeen)).toEqual([
    'Member workbench',
  ]);
  await expect(page.locator('body')).not.toContainText(/\b(shell|memberWorkbench|messages)\.\w+/);
});

test('the sign-in page sends the core texts of its language only and shows that language from its first render', async ({
  page,
}) => {
  const core = (language: string, requests: string[]) =>
    requests.filter((path) => new RegExp(`^/assets/core-${language}-[\\w-]+\\.js$`).test(path));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  // Every heading the page ever shows, as it shows it: a first render in the default language, or keys, would
  // be caught here however short it lasted.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { headingsSeen?: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1'))
        if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  // Chinese, the default: its texts come with the entry, no English core.
  await page.goto('/pages/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: '登录账号' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(core('\\w+', requests), 'no core texts file on a Chinese load').toEqual([]);

  // English: the inline start preloads its core texts beside the entry; the page renders once they are in.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  requests.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(core('en', requests), 'the English core texts, once').toHaveLength(1);
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/core-en-"]').count()).toBe(1);
  expect(await page.evaluate(() => (window as { headingsSeen?: string[] }).headingsSeen)).toEqual([
    'Sign in to your account',
  ]);
  await expect(page.locator('body')).not.toContainText(/\b(validation|error|auth|role)\.\w+/);
});
