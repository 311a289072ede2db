// The warm contexts of support/test.ts: a test's context goes to the next test with the same options reset to
// what a new one would be, but for its HTTP cache; a context a reset cannot take back is not given again.
// The tests run in order in one worker: each second one checks what the first left.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { test } from '../support/test';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: roleState('member') });

let leaver: BrowserContext | undefined;
let retired: BrowserContext | undefined;
const pagesSeenByLeftListener: Page[] = [];

async function openLanding(page: Page) {
  await page.goto('/apps/index');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/apps\//);
}

test('a test leaves storage, cookies, an init script, a route, headers, permissions and a listener', async ({
  context,
  page,
}) => {
  leaver = context;
  await openLanding(page);
  // Every script the landing loads is in the cache before the next test loads it again.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    localStorage.setItem('left-over', '1');
    document.cookie = 'left-over=1; path=/; max-age=3600';
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('left-over');
      request.onsuccess = () => {
        request.result.close();
        resolve(undefined);
      };
      request.onerror = () => reject(new Error('indexedDB.open failed'));
    });
    await (await caches.open('left-over')).put('/left-over', new Response('1'));
  });
  await context.addInitScript(() => {
    (window as { leftOver?: boolean }).leftOver = true;
  });
  await context.route('**/left-over-route', (route) => route.fulfill({ body: 'routed' }));
  await context.setExtraHTTPHeaders({ 'x-left-over': '1' });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 1, longitude: 2 });
  context.on('page', (opened) => pagesSeenByLeftListener.push(opened));
  // A second page, left open, and the context offline at the end.
  await context.newPage();
  await context.setOffline(true);
  expect(pagesSeenByLeftListener).toHaveLength(1);
});

test('the next test gets that context back as a new one would be: signed in, nothing left, its cache warm', async ({
  context,
  page,
}) => {
  expect(context, 'the pool gave the context back').toBe(leaver);
  expect(pagesSeenByLeftListener, 'the last test’s listener was removed').toHaveLength(1);
  expect(context.pages(), 'only this test’s page').toHaveLength(1);
  expect(context.pages()[0]).toBe(page);
  const headers = page.waitForRequest((request) => request.url().endsWith('/apps/index'));
  await openLanding(page);
  expect((await headers).headers()['x-left-over']).toBeUndefined();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('left-over');
  const left = await page.evaluate(async () => ({
    localStorage: localStorage.getItem('left-over'),
    token: localStorage.getItem('jwt_access_token') !== null,
    initScript: (window as { leftOver?: boolean }).leftOver ?? false,
    indexedDb: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
    routed: await (await fetch('/left-over-route')).text(),
    // The app's scripts of this load from the HTTP cache the last test filled (no bytes over the network).
    cachedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize === 0),
  }));
  expect(left.localStorage).toBeNull();
  expect(left.token, 'the saved sign-in written again').toBe(true);
  expect(left.initScript).toBe(false);
  expect(left.indexedDb).not.toContain('left-over');
  expect(left.caches).toEqual([]);
  expect(left.geolocation).not.toBe('granted');
  expect(left.routed).not.toBe('routed');
  expect(left.cachedScripts.length).toBeGreaterThan(0);
  expect(left.cachedScripts.every(Boolean), 'every script from the cache').toBe(true);
});

test('a test that installs a clock gives its context up', async ({ context, page }) => {
  retired = context;
  await page.clock.install();
  await openLanding(page);
});

test('so the next test gets a new context', ({ context }) => {
  expect(retired, 'the last test ran').toBeDefined();
  expect(context).not.toBe(retired);
  expect(retired?.isClosed() ?? false, 'the retired context was closed').toBe(true);
});
