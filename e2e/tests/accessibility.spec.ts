import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '@cppcc/contracts';
import { expect, type Browser, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { openInApp, settled } from '../support/navigate';
import { roleState } from '../support/roles';
import { test } from '../support/test';

/**
 * Accessibility (issue 14): axe-core on every page each role's navigation leads to, and on the sign-in
 * pages a guest sees: no serious or critical violation of WCAG 2.x A/AA. The pages come from the navigation
 * itself (every group opened), so a new app's page is checked as soon as it has a navigation entry. Pages
 * that show every role the same (documentation, UI demos, content pages) are checked once: as the admin
 * when the admin's navigation has them, else by each role whose navigation has them; the pages are opened as
 * a link opens them, without reloading the app.
 *
 * The tests run in parallel (one lane each, support/lanes.ts): in one lane the walk took 9.2 min of a run, so
 * the admin's shared pages are split into SHARED_PARTS tests, which the lanes share.
 *
 * axe runs inside the page, injected once per document: through AxeBuilder every audit re-injected axe's
 * 500 kB and took two to three times as long. Our pages have no frames (asserted), so nothing is left out.
 * The page hands back only the serious and critical violations, in the findings' shape: axe's whole result
 * (every passing and inapplicable node with its HTML) crossing to the test took about 1.3 s of each audit's
 * 1.6 s, where axe itself took 0.2–0.4 s (bench/RESULTS.md, test suite time, 2026-11-29). axe is told to
 * detail violations only (`resultTypes`): the same rules run on the same elements.
 * Each role's first page is audited whole; on the next pages the navigation (every group open, 1,200 of the
 * 1,800 elements on the admin's pages) is left out: it is the same on every page but for the highlighted
 * entry, whose style the first page covers. The admin's shared parts leave it out on every page (the admin's
 * own test audits it whole) and take the shared list read once per worker, without opening every group again.
 * Everything else, the top bar and page content, is audited on every page.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};
const NAVIGATION = '[data-testid="vertical-navigation"]';
type AxeWindow = Window & {
  axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
};

const SAME_FOR_EVERY_ROLE = ['/documentation/', '/ui/', '/pages/'];
const SHARED_PARTS = 3;
const AUDITOR: DemoAccountKey = 'admin';
const GUEST_PAGES = [
  '/login',
  '/loginByPhone',
  '/register',
  '/pages/auth/forgot-password',
  '/pages/auth/reset-password',
  '/pages/auth/lock',
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** One line per rule and element, with the pages it was found on: a short, readable failure. */
function summary(findings: Finding[]): string[] {
  const pages = new Map<string, Set<string>>();
  for (const finding of findings)
    for (const node of finding.nodes) {
      const key = `${finding.impact} ${finding.rule}: ${node}`;
      pages.set(key, (pages.get(key) ?? new Set()).add(finding.page));
    }
  return [...pages].map(([key, where]) => `${key} — ${[...where].join(', ')}`);
}

/**
 * axe-core over the page (less what `exclude` names), injected unless this document already has it: its
 * serious and critical violations, each with its first three elements (and a contrast finding's colours).
 * One call to the page for the check and the run (`null` when axe still has to be injected).
 */
async function audit(
  page: Page,
  url: string,
  open: () => Promise<void>,
  exclude: string[] = [],
): Promise<Finding[]> {
  await open();
  const run = () =>
    page.evaluate(
      async ({ url, exclude, options }) => {
        const { axe } = window as AxeWindow;
        if (!axe) return null;
        if (document.querySelector('iframe'))
          throw new Error(`${url}: an iframe, where axe runs in the top document only`);
        const result = await axe.run(exclude.length ? { exclude } : document, options);
        const colours = (data: unknown): string => {
          if (!data || typeof data !== 'object' || !('contrastRatio' in data)) return '';
          const { fgColor, bgColor, contrastRatio } = data as Record<string, unknown>;
          return `(${String(fgColor)} on ${String(bgColor)}: ${String(contrastRatio)})`;
        };
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            page: url,
            rule: violation.id,
            impact: violation.impact ?? '',
            nodes: violation.nodes
              .slice(0, 3)
              .map(
                (node) => `${node.target.join(' ')} ${node.html.slice(0, 200)} ${colours(node.any[0]?.data)}`,
              ),
          }));
      },
      { url, exclude, options: AXE_OPTIONS },
    );
  const findings = await run();
  if (findings) return findings;
  await page.evaluate(AXE_SOURCE);
  const injected = await run();
  if (!injected) throw new Error('axe-core was not injected');
  return injected;
}

/** Every in-app URL of the navigation, with every collapsible group opened. */
async function navigationUrls(page: Page): Promise<string[]> {
  const nav = page.getByTestId('vertical-navigation');
  await expect(nav).toBeVisible();
  const closed = nav.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await nav
    .locator('a[data-nav-id]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

function sameForEveryRole(url: string): boolean {
  return SAME_FOR_EVERY_ROLE.some((prefix) => url.startsWith(prefix));
}

/** A signed-in page of `account` on its landing, and every URL its navigation leads to. */
async function openAs(browser: Browser, account: DemoAccountKey): Promise<{ page: Page; urls: string[] }> {
  const context = await browser.newContext({ storageState: roleState(account) });
  const page = await context.newPage();
  await page.goto('/');
  await settled(page);
  // The documentation group comes after the shell, for the admin only (issue 33 §1): its pages are walked.
  if (account === AUDITOR)
    await expect(page.locator(`${NAVIGATION} a[href="/documentation/changelog"]`)).toBeAttached();
  const urls = await navigationUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  return { page, urls };
}

// Per worker: the other roles' tests skip the shared pages the auditor's parts check.
let auditorUrls: Promise<string[]> | undefined;
function auditorSharedUrls(browser: Browser): Promise<string[]> {
  auditorUrls ??= openAs(browser, AUDITOR).then(async ({ page, urls }) => {
    await page.context().close();
    return urls.filter(sameForEveryRole).sort();
  });
  return auditorUrls;
}

/**
 * Audits `urls` on a signed-in page: the first whole, the next without the navigation (see above); with
 * `firstWhole` off, every page without it (the auditor's own test audits its navigation whole).
 */
async function walk(page: Page, urls: string[], firstWhole = true): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [index, url] of urls.entries()) {
    const exclude = index || !firstWhole ? [NAVIGATION] : [];
    findings.push(...(await audit(page, url, () => openInApp(page, url), exclude)));
  }
  await page.context().close();
  return findings;
}

test.describe('axe-core: no serious or critical violations', () => {
  test.describe.configure({ mode: 'parallel' });

  test('guest: the sign-in pages', async ({ page }) => {
    // Six pages and audits: over the default minute at load 30 (bench/RESULTS.md, test suite time).
    test.setTimeout(180_000);
    const findings: Finding[] = [];
    // The first loaded, the next opened inside the app as a link opens them (a sign-in page's links lead to
    // the others): one start of the app, not six.
    for (const [index, url] of GUEST_PAGES.entries())
      findings.push(
        ...(await audit(page, url, async () => {
          if (index > 0) return openInApp(page, url);
          await page.goto(url);
          await settled(page);
        })),
      );
    expect(summary(findings)).toEqual([]);
  });

  for (const account of DEMO_ACCOUNTS) {
    test(`${account.key}: every page in the navigation`, async ({ browser }) => {
      test.setTimeout(600_000);
      const shared = new Set(await auditorSharedUrls(browser));
      const { page, urls } = await openAs(browser, account.key);
      const findings = await walk(
        page,
        urls.filter((url) => !shared.has(url)),
      );
      expect(summary(findings)).toEqual([]);
    });
  }

  // The admin's navigation holds the documentation's 79 pages (issue 18): every third shared page a test.
  for (let part = 0; part < SHARED_PARTS; part += 1) {
    test(`${AUDITOR}: the pages every role sees alike, part ${part + 1} of ${SHARED_PARTS}`, async ({
      browser,
    }) => {
      test.setTimeout(600_000);
      // The list this worker's auditor read once (every group opened); this part's page needs no open group,
      // and its navigation is the auditor's own test's to audit whole.
      const shared = await auditorSharedUrls(browser);
      const mine = shared.filter((_, index) => index % SHARED_PARTS === part);
      expect(mine.length).toBeGreaterThan(0);
      const context = await browser.newContext({ storageState: roleState(AUDITOR) });
      const page = await context.newPage();
      await page.goto('/');
      await settled(page);
      expect(summary(await walk(page, mine, false))).toEqual([]);
    });
  }
});
