/** The flags every Chromium of the tests and benches starts with (Lighthouse's too). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1), repeated here because Chromium keeps
 * only the last `--disable-features` switch: ours replaces Playwright's, so it carries Playwright's list too.
 * chromium-flags.spec.ts compares it with what Playwright passes, so an upgrade that changes it fails loudly.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 builds the omnibox's two popups as WebUI pages for every new window, that is for
 * every test's context, in a renderer process of their own: without them 56 tests took a quarter less CPU
 * and wall on two cores (bench/RESULTS.md, browser step, stop 46). No test opens the omnibox.
 */
export const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const disableFeatures = (features: string[]) => `--disable-features=${features.join(',')}`;

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md), as Playwright launches it. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES])],
  ignoreDefaultArgs: [disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)],
};
