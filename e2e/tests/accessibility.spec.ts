import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { expect, test, type Page } from '@playwright/test';
import { openInApp } from '../support/navigate';
import { roleState } from '../support/roles';

/**
 * Accessibility (issue 14): axe-core on every page each role's navigation leads to, and on the sign-in
 * pages a guest sees: no serious or critical violation of WCAG 2.x A/AA. The pages come from the navigation
 * itself (every group opened), so a new app's page is checked as soon as it has a navigation entry. Pages
 * that show every role the same (documentation, UI demos, content pages) are checked once, by the first role
 * whose navigation has them; the pages are opened as a link opens them, without reloading the app.
 */
const SAME_FOR_EVERY_ROLE = ['/documentation/', '/ui/', '/pages/'];
const auditedOnce = new Set<string>();
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

/** A colour-contrast finding's colours and ratio (empty for other rules). */
function contrast(data: unknown): string {
  if (!data || typeof data !== 'object' || !('contrastRatio' in data)) return '';
  const { fgColor, bgColor, contrastRatio } = data as Record<string, unknown>;
  return `(${String(fgColor)} on ${String(bgColor)}: ${String(contrastRatio)})`;
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

/** The page has settled: the main landmark is there and no loading indicator is left. */
async function settled(page: Page) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function audit(page: Page, url: string, open: () => Promise<void>): Promise<Finding[]> {
  await open();
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: url,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)} ${contrast(node.any[0]?.data)}`),
    }));
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

test.describe('axe-core: no serious or critical violations', () => {
  test('guest: the sign-in pages', async ({ page }) => {
    const findings: Finding[] = [];
    for (const url of GUEST_PAGES)
      findings.push(
        ...(await audit(page, url, async () => {
          await page.goto(url);
          await settled(page);
        })),
      );
    expect(summary(findings)).toEqual([]);
  });

  for (const account of DEMO_ACCOUNTS) {
    test(`${account.key}: every page in the navigation`, async ({ browser }) => {
      // The admin's navigation holds the documentation's 79 pages (issue 18).
      test.setTimeout(600_000);
      const context = await browser.newContext({ storageState: roleState(account.key) });
      const page = await context.newPage();
      await page.goto('/');
      await settled(page);
      const urls = await navigationUrls(page);
      expect(urls.length).toBeGreaterThan(0);
      const findings: Finding[] = [];
      for (const url of urls) {
        if (SAME_FOR_EVERY_ROLE.some((prefix) => url.startsWith(prefix))) {
          if (auditedOnce.has(url)) continue;
          auditedOnce.add(url);
        }
        findings.push(...(await audit(page, url, () => openInApp(page, url))));
      }
      await context.close();
      expect(summary(findings)).toEqual([]);
    });
  }
});
