import {
  ANALYTICS_MARKER_COUNT,
  ANALYTICS_WIDGET_COUNT,
  figuresFor,
  PROJECT_WIDGET_COUNT,
  type AnalyticsWidgets,
  type ProjectWidgets,
  type WeatherWidget,
} from '@cppcc/contracts';
import { expect, type Page } from '@playwright/test';
import { roleState } from '../support/roles';
import { useLanguage } from '../support/session';
import { actingAs } from '../support/workflow';
import { test } from '../support/test';

/**
 * The two dashboards (issue 17, seed 001 /apps/dashboards/*): the analytics page's 9 widgets and 10 map
 * markers, its period changing the figures; the project page's 11 widgets, a widget's own day range, and
 * the weather unit chosen kept on the server after a reload. Figures are compared with the API's.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: roleState('staff') });

/** Issue 34: no empty grid cell — on a wide screen the last widget of every row ends at the grid's edge. */
async function expectFullRows(page: Page) {
  const { gridRight, rowRights } = await page.getByTestId('widget-cell').evaluateAll((elements) => {
    const rights = new Map<number, number>();
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      const top = Math.round(box.top);
      rights.set(top, Math.max(rights.get(top) ?? 0, box.right));
    }
    return {
      gridRight: elements[0]?.parentElement?.getBoundingClientRect().right ?? 0,
      rowRights: [...rights.values()],
    };
  });
  expect(rowRights.length).toBeGreaterThan(1);
  for (const right of rowRights) expect(Math.abs(right - gridRight)).toBeLessThan(1.5);
}

const figure = (value: number) => new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 }).format(value);

test('analytics: 9 widgets, 10 markers, and the period changes the figures', async ({ page }) => {
  const staff = await actingAs(page.request, 'staff');
  const { widgets } = await staff<AnalyticsWidgets>('GET', '/api/analytics-dashboard-app/widgets?texts=both');
  const visits = widgets.find((widget) => widget.id === 'visits');
  if (visits?.kind !== 'counter') throw new Error('no visits widget');

  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/dashboards/analytics');
  await expect(page.getByRole('heading', { level: 1, name: '数据分析' })).toBeVisible();
  // index.html's splash stays over the page only until its content is there.
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-widget')).toHaveCount(ANALYTICS_WIDGET_COUNT);
  await expect(page.getByTestId('map-marker')).toHaveCount(ANALYTICS_MARKER_COUNT);
  await expectFullRows(page);
  // A chart is built once it comes near the screen (Chart.js then sizes its canvas).
  const devicesChart = page.locator('[data-widget="devices"] canvas');
  await devicesChart.scrollIntoViewIfNeeded();
  await expect(devicesChart).toHaveAttribute('style', /display: block/);
  const value = page.locator('[data-widget="visits"]').getByTestId('widget-value');
  await expect(value).toHaveText(figure(figuresFor(visits, 'last7Days').value));

  await page.getByRole('combobox', { name: '时间范围' }).click();
  await page.getByRole('option', { name: '最近 90 天' }).click();
  await expect(page).toHaveURL(/range=last90Days/);
  await expect(value).toHaveText(figure(figuresFor(visits, 'last90Days').value));
  await expect(page.locator('[data-widget="devices"]').getByRole('img')).toBeVisible();
});

test('analytics: a map outline that cannot load says so, and the retry draws it', async ({ page }) => {
  // The world outline is a chunk of its own: a failed load (a deployment replaced it, the network dropped)
  // must not leave the map loading for ever.
  await page.route(/\/assets\/land-110m-[^/]*\.js$/, (route) => route.abort());
  await useLanguage(page, 'en');
  await page.goto('/apps/dashboards/analytics');
  const map = page.getByTestId('world-map');
  await expect(map).toHaveAttribute('data-land', 'failed');
  await expect(map).toContainText('could not be loaded');
  await expect(page.getByTestId('map-marker')).toHaveCount(0);

  await page.unroute(/\/assets\/land-110m-[^/]*\.js$/);
  await map.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('map-marker')).toHaveCount(ANALYTICS_MARKER_COUNT);
});

test('project: 11 widgets, a day range, and the weather unit kept after a reload', async ({ page }) => {
  const staff = await actingAs(page.request, 'staff');
  const first = await staff<ProjectWidgets>('GET', '/api/project-dashboard-app/widgets?texts=both');
  // Start from the defaults, whatever an earlier attempt chose.
  await staff<WeatherWidget>('POST', '/api/project-dashboard-app/weather-settings', {
    currentLocation: first.weather.currentLocation,
    temperatureUnit: 'C',
    speedUnit: 'KMH',
  });
  const due = first.widgets.find((widget) => widget.id === 'due-tasks');
  if (due?.kind !== 'counter') throw new Error('no due tasks widget');

  await useLanguage(page, 'zh-CN');
  await page.goto('/apps/dashboards/project');
  await expect(page.getByRole('heading', { level: 1, name: '项目仪表盘' })).toBeVisible();
  await expect(page.getByTestId('dashboard-widget')).toHaveCount(PROJECT_WIDGET_COUNT);
  await expectFullRows(page);
  const dueWidget = page.locator('[data-widget="due-tasks"]');
  await dueWidget.getByRole('combobox').click();
  await page.getByRole('option', { name: '明天' }).click();
  await expect(dueWidget.getByTestId('widget-value')).toHaveText(figure(figuresFor(due, 'tomorrow').value));

  const weather = page.getByTestId('weather-widget');
  const location = first.weather.locations.find((entry) => entry.id === first.weather.currentLocation);
  if (!location) throw new Error('no weather location');
  await expect(weather.getByTestId('weather-temperature')).toHaveText(`${location.temperature.C}°C`);
  await weather.getByRole('button', { name: '°F' }).click();
  await expect(weather.getByTestId('weather-temperature')).toHaveText(`${location.temperature.F}°F`);
  await weather.getByRole('button', { name: '英里/时' }).click();
  await expect(weather.getByTestId('weather-wind')).toContainText(`${location.windSpeed.MPH} 英里/时`);

  await page.reload();
  await expect(weather.getByTestId('weather-temperature')).toHaveText(`${location.temperature.F}°F`);
  await expect(weather.getByRole('button', { name: '°F' })).toHaveAttribute('aria-pressed', 'true');
  await expect(weather.getByTestId('weather-wind')).toContainText(`${location.windSpeed.MPH} 英里/时`);
});
