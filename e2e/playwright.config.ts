import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
