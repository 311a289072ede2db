// The tests' Chromium starts as support/chromium.ts says: our `--disable-features` replaced Playwright's
// (whose list it repeats: a Playwright that passes another list leaves two switches here and fails), and a
// new context's window builds no omnibox popup (the WebUI pages that cost a renderer per test).
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES, UNUSED_FEATURES } from '../support/chromium';
import { test } from '../support/test';

test('Chromium runs with Playwright’s disabled features and ours, and builds no omnibox popup', async ({
  browser,
  page,
}) => {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const browserProcess = processInfo.find((process) => process.type === 'browser');
  expect(browserProcess, 'the browser process').toBeDefined();
  const commandLine = readFileSync(`/proc/${browserProcess?.id}/cmdline`, 'utf8').split('\0');
  const switches = commandLine.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches, 'one --disable-features switch: Playwright’s own was replaced').toHaveLength(1);
  const disabled = (switches[0] ?? '').slice('--disable-features='.length).split(',');
  expect(disabled).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] };
  expect(targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox'))).toEqual([]);
  await cdp.detach();
});
