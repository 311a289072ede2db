// Issue 30 §3: a list exports what it shows. Staff search the proposal list of all sessions, export it, and
// the downloaded .xlsx (read with exceljs) holds exactly the rows the list route answers for that filter —
// every page of them — in the columns the table shows, in their order.
import ExcelJS from 'exceljs';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { roleState, roleToken } from '../support/roles';
import { apiCall } from '../support/workflow';
import { test } from '../support/test';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface ListItem {
  id: string;
  title: string;
  number: number | null;
}

interface ListAnswer {
  items: ListItem[];
  total: number;
  nextCursor: string | null;
}

/** Every row the list route answers for `query`, page after page (keyset), checked against its total. */
async function wholeList(request: APIRequestContext, token: string, query: string): Promise<ListItem[]> {
  const items: ListItem[] = [];
  let after: string | null = null;
  let total: number;
  do {
    const cursor: string = after === null ? '' : `&after=${after}`;
    const page: ListAnswer = await apiCall<ListAnswer>(
      request,
      token,
      'GET',
      `/api/proposals?${query}&pageSize=100${cursor}`,
    );
    items.push(...page.items);
    total = page.total;
    after = page.nextCursor;
  } while (after !== null);
  expect(items).toHaveLength(total);
  return items;
}

/** The first two characters (after 关于) of a title of the seed's, as the search term. */
async function searchTerm(request: APIRequestContext, token: string): Promise<{ term: string; id: string }> {
  const all = await apiCall<ListAnswer>(request, token, 'GET', '/api/proposals?scope=all&pageSize=100');
  const sample = all.items.find((item) => item.title.replace(/^关于/, '').length >= 2);
  if (!sample) throw new Error('no proposal in the seed');
  return { term: [...sample.title.replace(/^关于/, '')].slice(0, 2).join(''), id: sample.id };
}

async function openList(page: Page): Promise<void> {
  // Page size 10, so the filtered list has more than one page when the term matches several proposals.
  await page.goto('/apps/staff/proposals?session=all&pageSize=10');
  await expect(page.getByTestId('proposal-row').first()).toBeVisible();
}

test.describe('list export', () => {
  test.use({ storageState: roleState('staff') });

  test('staff filter the proposal list and export exactly its rows and visible columns', async ({ page }) => {
    const token = roleToken('staff');
    const { term, id } = await searchTerm(page.request, token);
    await openList(page);
    await page.getByTestId('search-input').fill(term);
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term)}`));
    const expected = await wholeList(page.request, token, `scope=all&q=${encodeURIComponent(term)}`);
    expect(expected.map((item) => item.id)).toContain(id);
    // The page shows the search's first page (its titles, not just ten rows: the unfiltered list has ten too).
    await expect(page.getByTestId('proposal-row').getByRole('link')).toHaveText(
      expected.slice(0, 10).map((item) => item.title),
    );

    const headers = (await page.locator('table thead th').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text !== '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-button').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^全部提案-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(headers);
    const titleAt = headers.indexOf('案由');
    const numberAt = headers.indexOf('提案号');
    expect(rows.slice(1).map((row) => row[titleAt])).toEqual(expected.map((item) => item.title));
    expect(rows.slice(1).map((row) => row[numberAt] ?? null)).toEqual(expected.map((item) => item.number));
  });

  // CI's first attempt of the test above exported 110 rows for a search of 44: the address named the search
  // while the page still rendered the unfiltered list (the router renders a change as a transition, which at
  // load ran late), and Export acted on what was rendered. Here Export is clicked in the same task as the
  // address changes, before anything else can run: it must already ask for the search.
  test('an Export clicked the moment the address names a search exports that search', async ({ page }) => {
    const { term } = await searchTerm(page.request, roleToken('staff'));
    await openList(page);
    await page.evaluate((q) => {
      const clickOnSearch =
        (write: History['pushState']): History['pushState'] =>
        (...args) => {
          write(...args);
          if (new URL(location.href).searchParams.get('q') === q)
            queueMicrotask(() =>
              document.querySelector<HTMLButtonElement>('[data-testid="export-button"]')?.click(),
            );
        };
      history.pushState = clickOnSearch(history.pushState.bind(history));
      history.replaceState = clickOnSearch(history.replaceState.bind(history));
    }, term);
    const exported = page.waitForRequest((request) => request.url().includes('/api/proposals/export.xlsx'));
    const download = page.waitForEvent('download');
    await page.getByTestId('search-input').fill(term);
    await page.getByTestId('search-input').press('Enter');
    expect(new URL((await exported).url()).searchParams.get('q')).toBe(term);
    await download;
  });
});
