// Issue 30 §4: the 375 px walk. Members and unit clerks mostly open the product on a phone inside a host
// app's web view, and leaders read it there. For each of these roles the test opens the phone navigation,
// takes every page it offers (the template's showcase sections excepted, see SHOWCASE) plus the pages those
// lists lead to, and on each page fails on horizontal overflow, a control smaller than 24 × 24 px (WCAG
// 2.5.8; inline text links inside a paragraph are exempt) or two controls overlapping — all from element
// boxes. A full-page screenshot of every page is attached to the test's report.
import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import type { DemoAccountKey } from '@cppcc/contracts';
import { NOT_FOUND, openFrom404, settled } from '../support/navigate';
import { roleState } from '../support/roles';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/** A phone's pages wait longer: 375 px pages stack more content (and the walk runs beside other lanes). */
const WAIT = 30_000;
const expect = baseExpect.configure({ timeout: WAIT });
const PHONE = { width: 375, height: 812 };

/**
 * The template's showcase sections every signed-in account also sees (demo shop, academy, example pages, UI
 * kit, developer documentation): not pages a member, clerk or leader uses for their work.
 */
const SHOWCASE = ['/apps/e-commerce', '/apps/academy', '/pages/', '/ui/', '/documentation'];

/**
 * Reviewed exceptions: `route → problem kept for now`. A problem whose text starts with one listed for the
 * route is reported as an annotation instead of failing; keep this empty unless a page cannot be fixed.
 */
const EXCEPTIONS = new Map<string, string[]>([]);

/** Every page the phone navigation offers: the drawer opened, each collapsed entry expanded. */
async function navigationRoutes(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: '切换导航栏' }).first().click();
  const nav = page.getByTestId('vertical-navigation').first();
  await expect(nav).toBeVisible();
  for (;;) {
    const closed = nav.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await nav
    .locator('a[href]:not([target="_blank"])')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  return [...new Set(hrefs)].filter((href) => !SHOWCASE.some((prefix) => href.startsWith(prefix)));
}

/** The layout problems of the page on screen, measured in the browser from element boxes. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().slice(0, 30);
      const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
      return `<${element.tagName.toLowerCase()}${classes.length ? `.${classes.join('.')}` : ''}> "${label}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.closest('[aria-hidden="true"], [inert]') === null;
    /** The box left visible after every ancestor that clips its overflow. */
    const visibleBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      let left = box.left;
      let right = box.right;
      let top = box.top;
      let bottom = box.bottom;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.position === 'fixed') break;
        if (style.overflowX !== 'visible') {
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (style.overflowY !== 'visible') {
          const clip = parent.getBoundingClientRect();
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      return { left, right, top, bottom };
    };

    // 1. Horizontal overflow: the document scrolls sideways, or a visible box reaches past the right edge.
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    const body = document.body.querySelectorAll('*');
    const wide: Element[] = [];
    for (const element of body) {
      if (element.getBoundingClientRect().width === 0 || !shown(element)) continue;
      const box = visibleBox(element);
      // An element wholly beyond the edge (a closed side panel) is not on screen; if it widened the page,
      // the sideways scroll above says so.
      if (box.right > width + 1 && box.left < width && box.right > box.left && box.bottom > box.top)
        wide.push(element);
    }
    // Report the outermost elements only: their descendants overflow with them.
    for (const element of wide)
      if (!wide.some((other) => other !== element && other.contains(element)))
        problems.push(
          `past the right edge: ${describe(element)} (right ${Math.round(visibleBox(element).right)} px)`,
        );

    // 2. Target size, 3. overlaps: the visible interactive controls.
    const controls = [
      ...document.body.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], ' +
          '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="combobox"], ' +
          '[role="slider"], [role="option"]',
      ),
    ].filter((element) => {
      if (!shown(element) || (element as HTMLButtonElement).disabled) return false;
      const box = visibleBox(element);
      return box.right > box.left && box.bottom > box.top;
    });
    const inlineTextLink = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      element.closest('p, li, td, dd, blockquote') !== null &&
      (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width < 24 && box.height < 24 && !inlineTextLink(element))
        problems.push(
          `too small (${Math.round(box.width)} × ${Math.round(box.height)} px): ${describe(element)}`,
        );
    }
    for (let i = 0; i < controls.length; i += 1) {
      const a = controls[i]!;
      const boxA = visibleBox(a);
      for (let j = i + 1; j < controls.length; j += 1) {
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const boxB = visibleBox(b);
        const overlapX = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const overlapY = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        // A shared border pixel is not an overlap.
        if (overlapX > 1 && overlapY > 1) problems.push(`overlapping: ${describe(a)} and ${describe(b)}`);
      }
    }
    return problems;
  });
}

async function checkPage(page: Page, testInfo: TestInfo, route: string, found: string[], excused: string[]) {
  await openFrom404(page, route, WAIT);
  const shown = new URL(page.url()).pathname;
  await testInfo.attach(`${route.replaceAll('/', '_')}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  expect(shown, `${route} led to the 404 page`).not.toBe(NOT_FOUND);
  const allowed = EXCEPTIONS.get(route) ?? [];
  for (const problem of await layoutProblems(page)) {
    if (allowed.some((prefix) => problem.startsWith(prefix))) excused.push(`${route}: ${problem}`);
    else found.push(`${route}: ${problem}`);
  }
}

/** Pages reached from a list rather than the navigation, with a real id from the account's own data. */
type Extra = (request: Parameters<typeof actingAs>[0]) => Promise<string[]>;

const EXTRAS: Record<'member' | 'undertaker' | 'leader', Extra> = {
  member: async (request) => {
    const member = await actingAs(request, 'member');
    const { items } = await member<{ items: { id: string; state: string }[] }>(
      'GET',
      '/api/proposals?scope=mine&pageSize=100',
    );
    const draft = items.find((item) => item.state === 'draft');
    const other = items.find((item) => item.state !== 'draft');
    // The mail reading pane beside the list's Export, Columns and Views buttons (issue 30 §3).
    const inbox = await member<{ items: { id: string }[] }>('GET', '/api/mail-app/mails?folder=inbox');
    return [
      ...(inbox.items[0] ? [`/apps/mail/inbox/${inbox.items[0].id}`] : []),
      ...['all', 'drafts', 'invitations', 'review', 'tasks'].map((folder) => `/apps/todo/${folder}`),
      ...(other ? [`/apps/proposals/${other.id}`] : []),
      ...(draft ? [`/apps/proposals/${draft.id}/edit`] : []),
    ];
  },
  undertaker: async (request) => {
    const clerk = await actingAs(request, 'undertaker');
    const { items } = await clerk<{
      items: { id: string; repliedAt: string | null; proposal: { id: string } }[];
    }>('GET', '/api/tasks?type=all&pageSize=100');
    const task = items.find((item) => item.repliedAt !== null) ?? items[0];
    if (!task) return [];
    const { reply } = await clerk<{ reply: { id: string } | null }>('GET', `/api/tasks/${task.id}`);
    return [
      `/undertaker/proposal/detail/${task.proposal.id}`,
      `/undertaker/undertaker/detail/${task.proposal.id}`,
      ...(reply ? [`/undertaker/reply/${reply.id}`] : []),
    ];
  },
  leader: async (request) => {
    const leader = await actingAs(request, 'leader');
    const { items } = await leader<{ items: { id: string }[] }>('GET', '/api/proposals?pageSize=1');
    return items[0] ? [`/apps/proposals/${items[0].id}`] : [];
  },
};

for (const role of ['member', 'undertaker', 'leader'] as const satisfies readonly DemoAccountKey[]) {
  test.describe(`on a phone, as ${role}`, () => {
    test.use({ storageState: roleState(role), viewport: PHONE, isMobile: true, hasTouch: true });

    test(`every page a ${role} uses fits 375 px: no sideways scroll, targets of 24 px, no overlaps`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(300_000);
      await page.goto('/');
      await settled(page, WAIT);
      const routes = [...(await navigationRoutes(page)), ...(await EXTRAS[role](request))];
      expect(routes.length).toBeGreaterThan(3);
      const found: string[] = [];
      const excused: string[] = [];
      for (const route of routes) await checkPage(page, testInfo, route, found, excused);
      if (excused.length > 0)
        testInfo.annotations.push({ type: 'reviewed phone exceptions', description: excused.join('\n') });
      testInfo.annotations.push({ type: 'pages walked', description: routes.join(' ') });
      expect(found).toEqual([]);
    });
  });
}

/**
 * The admin's lists with their Export, Columns and Views buttons (issue 30 §3): an admin works at a desk, but
 * the list headers must still fit a phone.
 */
test.describe('on a phone, as admin', () => {
  test.use({ storageState: roleState('admin'), viewport: PHONE, isMobile: true, hasTouch: true });

  test('the admin lists’ headers fit 375 px: no sideways scroll, targets of 24 px, no overlaps', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await settled(page, WAIT);
    const found: string[] = [];
    const excused: string[] = [];
    for (const route of ['/apps/admin/users', '/apps/admin/units', '/apps/admin/audit/admin']) {
      await checkPage(page, testInfo, route, found, excused);
      await expect(page.getByTestId('column-chooser')).toBeVisible();
      await expect(page.getByTestId('export-button')).toBeVisible();
    }
    expect(excused).toEqual([]);
    expect(found).toEqual([]);
  });
});

test('the walk’s measure finds sideways overflow, small targets and overlapping controls', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.setContent(`
    <main style="margin:0">
      <div style="width:500px;height:40px">too wide</div>
      <button style="width:16px;height:16px;padding:0">x</button>
      <p>Inline <a href="#a">text link</a> in a sentence is exempt.</p>
      <div style="position:relative;height:60px">
        <button style="position:absolute;left:0;top:0;width:80px;height:40px">one</button>
        <button style="position:absolute;left:40px;top:10px;width:80px;height:40px">two</button>
      </div>
      <div style="overflow-x:auto;width:300px"><div style="width:900px">scrolls inside its box</div></div>
    </main>`);
  const problems = await layoutProblems(page);
  expect(problems.filter((problem) => problem.startsWith('the page scrolls sideways'))).toHaveLength(1);
  expect(problems.filter((problem) => problem.startsWith('past the right edge'))).toEqual([
    expect.stringContaining('too wide'),
  ]);
  expect(problems.filter((problem) => problem.startsWith('too small'))).toEqual([
    'too small (16 × 16 px): <button> "x"',
  ]);
  expect(problems.filter((problem) => problem.startsWith('overlapping'))).toEqual([
    'overlapping: <button> "one" and <button> "two"',
  ]);
});
