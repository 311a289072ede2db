import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { startServer } from '../support/server';
import { roleState, roleToken } from '../support/roles';
import { signInAs, useLanguage } from '../support/session';
import { test } from '../support/test';

/**
 * The staff workbench (issue 5): the overview, the lists with filters, the review queue with batch
 * registration, the admin screens for sessions, and the guard. Each test reads what it needs from the API
 * first, so the tests do not depend on one another's order or on other suites sharing the server.
 */

interface Summary {
  id: string;
  title: string;
  state: string;
  number: number | null;
  submittedAt: string | null;
}
interface ListAnswer {
  items: Summary[];
  total: number;
}

async function api<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function currentSessionId(request: APIRequestContext, token: string): Promise<string> {
  const { items } = await api<{ items: { id: string; isCurrent: boolean }[] }>(
    request,
    token,
    '/api/sessions',
  );
  const current = items.find((session) => session.isCurrent);
  if (!current) throw new Error('no current session');
  return current.id;
}

const rows = (page: Page) => page.getByTestId('proposal-row');

// Several steps each, and one test starts its own server: more than the default 30 s under a loaded run.
test.describe.configure({ timeout: 90_000 });

test.describe('staff workbench', () => {
  test.use({ storageState: roleState('staff') });

  test('staff lands on /apps/staff/index and sees the counts of the current session', async ({ page }) => {
    await page.goto('/');
    const token = roleToken('staff');
    await expect(page).toHaveURL(/\/apps\/staff\/index$/);
    const sessionId = await currentSessionId(page.request, token);
    const counts = await api<{ counts: Record<string, number>; total: number }>(
      page.request,
      token,
      `/api/proposals/counts?scope=all&sessionId=${sessionId}`,
    );
    await expect(page.getByRole('heading', { name: '工作人员工作台' })).toBeVisible();
    await expect(page.getByTestId('total-count')).toHaveText(String(counts.total));
    await expect(page.getByTestId('queue-size')).toHaveText(String(counts.counts.submitted ?? 0));
    await expect(page.getByTestId('count-submitted').getByTestId('count-value')).toHaveText(
      String(counts.counts.submitted ?? 0),
    );
    // A state card opens the list filtered by that state.
    await page.getByTestId('count-submitted').click();
    await expect(page).toHaveURL(/\/apps\/staff\/proposals\?state=submitted$/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('the list filters by state and by a Chinese search term, kept in the URL', async ({ page }) => {
    await page.goto('/apps/staff/proposals');
    const token = roleToken('staff');
    const sessionId = await currentSessionId(page.request, token);
    await expect(rows(page).first()).toBeVisible();

    // State filter: choose 待审查 in the multi-select.
    await page.getByTestId('state-filter').locator('..').click();
    await page.getByTestId('state-option-submitted').click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/state=submitted/);
    const submitted = await api<ListAnswer>(
      page.request,
      token,
      `/api/proposals?scope=all&sessionId=${sessionId}&state=submitted&pageSize=20`,
    );
    await expect(rows(page)).toHaveCount(Math.min(submitted.total, 20));
    for (const state of await rows(page).evaluateAll((list) => list.map((row) => row.dataset.state))) {
      expect(state).toBe('submitted');
    }

    // Text search in Chinese: two characters of a submitted proposal's title.
    const target = submitted.items[0];
    if (!target) throw new Error('no submitted proposal in the seed');
    const term = [...target.title.replace(/^关于/, '')].slice(0, 2).join('');
    await page.getByTestId('search-input').fill(term);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term)}`));
    const searched = await api<ListAnswer>(
      page.request,
      token,
      `/api/proposals?scope=all&sessionId=${sessionId}&state=submitted&q=${encodeURIComponent(term)}&pageSize=20`,
    );
    expect(searched.items.map((item) => item.id)).toContain(target.id);
    await expect(rows(page)).toHaveCount(Math.min(searched.total, 20));
    await expect(rows(page).getByRole('link', { name: target.title })).toBeVisible();
    for (const state of await rows(page).evaluateAll((list) => list.map((row) => row.dataset.state))) {
      expect(state).toBe('submitted');
    }

    // The URL is the state: reloading keeps the filters, back drops the search.
    await page.reload();
    await expect(page.getByTestId('search-input')).toHaveValue(term);
    await expect(rows(page)).toHaveCount(Math.min(searched.total, 20));
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByTestId('search-input')).toHaveValue('');
  });

  test('pages forward by the cursor of the page shown; going back and a reload ask by number', async ({
    page,
  }) => {
    type Answer = ListAnswer & { nextCursor: string | null };
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/proposals') asked.push(url);
    });
    const answer = async (n: number, action: () => Promise<unknown>): Promise<Answer> => {
      const response = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/proposals' && url.searchParams.get('page') === String(n);
      });
      await action();
      return (await (await response).json()) as Answer;
    };
    const askedFor = (n: number) => asked.filter((url) => url.searchParams.get('page') === String(n));
    const next = page.getByRole('button', { name: '下一页' });

    const page1 = await answer(1, () =>
      page.goto('/apps/staff/proposals?session=all&sort=title&order=asc&pageSize=10'),
    );
    expect(page1.total, 'the seed has more than two pages of proposals').toBeGreaterThan(20);
    await expect(rows(page)).toHaveCount(10);
    expect(askedFor(1)[0]?.searchParams.has('after')).toBe(false);

    // Forward: page 2 after page 1's cursor, page 3 after page 2's; the address keeps the page number.
    const page2 = await answer(2, () => next.click());
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    expect(askedFor(2).map((url) => url.searchParams.get('after'))).toEqual([page1.nextCursor]);
    await expect(rows(page).first()).toContainText(page2.items[0]?.title ?? '');
    const page3 = await answer(3, () => next.click());
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    expect(askedFor(3).map((url) => url.searchParams.get('after'))).toEqual([page2.nextCursor]);
    await expect(rows(page).first()).toContainText(page3.items[0]?.title ?? '');

    // Back to page 2 (the browser's back): the answer kept, no second request; a reload asks by number.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page).first()).toContainText(page2.items[0]?.title ?? '');
    expect(askedFor(2)).toHaveLength(1);
    await answer(2, () => page.reload());
    await expect(rows(page)).toHaveCount(10);
    expect(askedFor(2).map((url) => url.searchParams.has('after'))).toEqual([true, false]);
  });

  test('batch-registers two proposals from the review queue and they get numbers', async ({ page }) => {
    await page.goto('/apps/staff/review');
    const token = roleToken('staff');
    await expect(page.getByTestId('queue-row').first()).toBeVisible();
    const rowsNow = page.getByTestId('queue-row');
    const titles = (await rowsNow.getByRole('link').allTextContents()).slice(0, 2);
    expect(titles).toHaveLength(2);
    for (const title of titles) {
      await page.getByRole('checkbox', { name: `选择“${title}”` }).check();
    }
    await page.getByTestId('batch-register').click();
    const dialog = page.getByTestId('batch-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '立案', exact: true }).click();
    await expect(dialog.getByTestId('batch-summary')).toBeVisible();
    await expect(dialog.getByTestId('batch-ok')).toHaveCount(2);
    await expect(dialog.getByTestId('batch-ok').first()).toContainText(/第 \d+ 号/);
    await dialog.getByRole('button', { name: '关闭' }).click();

    // Registered proposals leave the queue and carry numbers in the list.
    for (const title of titles) {
      await expect(page.getByTestId('queue-row').getByRole('link', { name: title, exact: true })).toHaveCount(
        0,
      );
    }
    const registered = await api<ListAnswer>(
      page.request,
      token,
      `/api/proposals?scope=all&state=registered&pageSize=100&sort=updatedAt&order=desc`,
    );
    for (const title of titles) {
      const item = registered.items.find((proposal) => proposal.title === title);
      expect(item?.number, title).toBeGreaterThan(0);
    }
  });

  test('a member cannot open the staff workbench', async ({ browser }) => {
    const page = await browser.newPage({ storageState: roleState('member') });
    await page.goto('/apps/staff/index');
    await expect(page).not.toHaveURL(/\/apps\/staff\/index$/);
    await expect(page.getByTestId('staff-index')).toHaveCount(0);
    await page.close(); // a page of its own closes its context too
  });

  test('in English: the review queue and the list speak English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/apps/staff/review');
    await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
    await expect(page.getByText('Oldest submission first')).toBeVisible();
    await page.goto('/apps/staff/proposals?state=submitted');
    await expect(page.getByRole('heading', { name: 'All proposals' })).toBeVisible();
    await expect(rows(page).first().getByText('Awaiting review')).toBeVisible();
  });
});

test.describe('admin: sessions', () => {
  // Changing the current session would disturb other suites on the shared server: use a fresh one.
  test('admin creates a session and makes it current', async ({ browser }) => {
    const server = await startServer();
    const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      const token = await signInAs(page, 'admin', '/apps/admin/sessions');
      await expect(page.getByTestId('session-row').first()).toBeVisible();
      await page.getByRole('button', { name: '新建届次' }).click();
      await page.getByTestId('session-term').fill('16');
      await page.getByTestId('session-meeting').fill('1');
      await page.getByTestId('session-year').fill('2030');
      await page.getByLabel('提交开始').fill('2030-01-01');
      await page.getByLabel('提交截止').fill('2030-01-20');
      await page.getByTestId('session-save').click();
      const row = page.getByTestId('session-row').filter({ hasText: '十六届一次会议' });
      await expect(row).toBeVisible();
      await expect(row).toContainText('2030-01-20');

      await row.getByRole('button', { name: '设为当前' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '设为当前' }).click();
      await expect(row.getByTestId('current-chip')).toBeVisible();
      await expect(page.getByTestId('current-chip')).toHaveCount(1);
      const sessions = await api<{ items: { name: string; isCurrent: boolean }[] }>(
        page.request,
        token,
        '/api/sessions',
      );
      expect(sessions.items.find((session) => session.isCurrent)?.name).toBe('十六届一次会议');
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

test.describe('admin: workflow settings', () => {
  test.use({ storageState: roleState('admin') });

  test('rejects a duplicate category code, then saves with a toast', async ({ page }) => {
    await page.goto('/apps/admin/workflow-settings');
    const token = roleToken('admin');
    const original = await api<Record<string, unknown>>(page.request, token, '/api/workflow-settings');
    try {
      await expect(page.getByTestId('setting-overdueWarningDays')).toBeVisible();
      await page.getByTestId('add-categories').click();
      const rows = page.getByTestId('rows-categories');
      await rows.getByLabel('代码').last().fill('economy');
      await rows.getByLabel('中文名称').last().fill('重复类别');
      await rows.getByLabel('英文名称').last().fill('Duplicate');
      await page.getByTestId('settings-save').click();
      await expect(page.getByText('代码重复')).toBeVisible();
      await rows
        .getByRole('button', { name: /删除第 \d+ 行/ })
        .last()
        .click();

      await page.getByTestId('setting-overdueWarningDays').fill('9');
      await page.getByTestId('settings-save').click();
      await expect(page.getByTestId('message-banner')).toContainText('已保存');
      const saved = await api<{ overdueWarningDays: number }>(page.request, token, '/api/workflow-settings');
      expect(saved.overdueWarningDays).toBe(9);
    } finally {
      const restore = await page.request.put('/api/admin/workflow-settings', {
        headers: { Authorization: `Bearer ${token}` },
        data: original,
      });
      expect(restore.ok()).toBe(true);
    }
  });
});
