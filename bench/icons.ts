// Icon gallery benchmark (issue 18): the size and time of GET /api/icons, then /ui/icons in Chromium at
// 1280 × 720 — time to the first icons, and a scroll from the first row to the last, one step per animation
// frame, counting frames longer than 50 ms (what a user sees as a stutter).
//   npm run build && npm run icons -w @cppcc/bench
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { signInAs } from '../e2e/support/session';
import { printTable } from './lib/table';

const READS = 20;
/** Pixels per frame: a fast flick of the wheel, about 14,000 px a second at 60 frames a second. */
const STEP = 240;
const LONG_FRAME_MS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

const server = await startServer({ LOG_LEVEL: 'silent' });
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const token = await signInAs(page, 'member');

  const times: number[] = [];
  let body = '';
  for (let read = 0; read < READS; read += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/icons`, {
      headers: { authorization: `Bearer ${token}` },
    });
    body = await response.text();
    times.push(performance.now() - started);
  }
  const count = (JSON.parse(body) as unknown[]).length;

  const opened = performance.now();
  await page.goto('/ui/icons');
  await page.getByTestId('icon-cell').first().waitFor();
  const openMs = performance.now() - opened;
  const rendered = await page.getByTestId('icon-cell').count();
  const frames = await page.getByTestId('icon-grid').evaluate(async (grid, step) => {
    const intervals: number[] = [];
    let last = performance.now();
    while (grid.scrollTop + grid.clientHeight < grid.scrollHeight - 1) {
      grid.scrollTop += step;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      intervals.push(now - last);
      last = now;
    }
    return intervals;
  }, STEP);
  const lastVisible = await page.getByRole('button', { name: 'zoom_out_map', exact: true }).isVisible();

  printTable(
    ['measure', 'value'],
    [
      ['icons in the answer', count],
      [
        'answer size, raw / gzip kB',
        `${(body.length / 1024).toFixed(0)} / ${(gzipSync(body).length / 1024).toFixed(0)}`,
      ],
      [
        `GET /api/icons median / p95 ms (${READS} reads)`,
        `${median(times).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)}`,
      ],
      ['/ui/icons to the first icons, ms', openMs.toFixed(0)],
      ['icon buttons in the page at once', rendered],
      ['scroll to the end: frames', frames.length],
      [
        'frame median / p95 / max ms',
        `${median(frames).toFixed(1)} / ${quantile(frames, 0.95).toFixed(1)} / ${Math.max(...frames).toFixed(1)}`,
      ],
      [`frames over ${LONG_FRAME_MS} ms`, frames.filter((ms) => ms > LONG_FRAME_MS).length],
      ['last icon shown at the end', lastVisible ? 'yes' : 'NO'],
    ],
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
