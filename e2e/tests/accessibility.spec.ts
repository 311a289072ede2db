import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { expect, test, type Page } from '@playwright/test';
import { roleState } from '../support/roles';

/**
 * Accessibility (issue 14): axe-core on every page each role's navigation leads to, and on the sign-in
 * pages a guest sees: no serious or critical violation of WCAG 2.x A/AA. The pages come from the navigation
 * itself (every group opened), so a new app's page is checked as soon as it has a navigation entry.
 */
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

async function audit(page: Page, url: string): Promise<Finding[]> {
  await page.goto(url);
  await settled(page);
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
    for (const url of GUEST_PAGES) findings.push(...(await audit(page, url)));
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
      for (const url of urls) findings.push(...(await audit(page, url)));
      await context.close();
      expect(summary(findings)).toEqual([]);
    });
  }
});
