import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';
import { laneBaseUrl } from './support/lanes';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  // Generous: CI runs two browsers and the server on two cores; a page load can take several seconds.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Lanes side by side, each a worker with its own server and database (support/lanes.ts). One by default
  // (a single spec needs no second server); E2E_WORKERS=2 runs two.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    ...devices['Desktop Chrome'],
    // Read in each worker, where the lane is known: its own server (the global setup started it).
    baseURL: laneBaseUrl(),
    launchOptions: chromiumLaunch,
    locale: 'zh-CN',
    // The app then skips transitions and animations (index.html, shell/theme): about a quarter less CPU on
    // two cores, where the browser's compositing of animation frames cost as much as the page's scripts.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recorded for every test and thrown away when it passed, the trace (a DOM snapshot and screenshots per
    // action) cost a quarter of the browser tests' CPU (bench/RESULTS.md, test suite time). CI retries a
    // failed test once and keeps that retry's trace; locally add `--retries 1` or `--trace on`.
    trace: 'on-first-retry',
  },
});
