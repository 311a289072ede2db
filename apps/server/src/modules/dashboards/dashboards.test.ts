import {
  ANALYTICS_MARKER_COUNT,
  ANALYTICS_RANGES,
  ANALYTICS_WIDGET_COUNT,
  analyticsWidgetsSchema,
  analyticsWidgetsSeedSchema,
  dashboardProjectListSchema,
  DAY_POINTS,
  figuresFor,
  PROJECT_WIDGET_COUNT,
  projectWidgetsSchema,
  projectWidgetsSeedSchema,
  WEEK_POINTS,
  weatherWidgetSchema,
  type AnalyticsWidgets,
  type DashboardProject,
  type ProjectWidgets,
  type WeatherWidget,
  type Widget,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { dashboardsSeeder } from '../../seed/dashboards';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** The dashboards' calls of seed 001 §7 (issue 17) on the seeded sample data. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const widget = <K extends Widget['kind']>(widgets: Widget[], id: string, kind: K) => {
  const found = widgets.find((entry) => entry.id === id);
  if (found?.kind !== kind) throw new Error(`no ${kind} widget ${id}`);
  return found as Extract<Widget, { kind: K }>;
};

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  await seedDemoData(ctx.db, [dashboardsSeeder]);
  const people = {
    staff: await createUser(ctx, ['staff']),
    ann: await createUser(ctx, ['members']),
    bob: await createUser(ctx, ['undertaker']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('analytics dashboard', () => {
  it('answers the 9 widgets with the five ranges, the device doughnut, 10 markers and the keyword table', async () => {
    const body = await api.ok<AnalyticsWidgets>(
      'ann',
      'GET',
      '/api/analytics-dashboard-app/widgets?texts=both',
    );
    expect(analyticsWidgetsSchema.parse(body)).toEqual(body);
    expect(body.widgets).toHaveLength(ANALYTICS_WIDGET_COUNT);
    for (const entry of body.widgets) expect(entry.ranges.map((r) => r.range)).toEqual([...ANALYTICS_RANGES]);
    const devices = widget(body.widgets, 'devices', 'chart');
    expect(figuresFor(devices, 'today').chart).toMatchObject({
      chartType: 'doughnut',
      options: { cutout: '75%' },
    });
    const map = widget(body.widgets, 'countries', 'map');
    expect(figuresFor(map, 'last7Days').markers).toHaveLength(ANALYTICS_MARKER_COUNT);
    expect(figuresFor(widget(body.widgets, 'keywords', 'table'), 'today').rows.length).toBeGreaterThan(0);
    const kinds = new Set(
      body.widgets.flatMap((entry) =>
        entry.kind === 'chart' ? [figuresFor(entry, 'today').chart.chartType] : [],
      ),
    );
    expect([...kinds].sort()).toEqual(['bar', 'doughnut', 'line']);
  });

  it('changes the figures with the range', async () => {
    const body = await api.ok<AnalyticsWidgets>(
      'bob',
      'GET',
      '/api/analytics-dashboard-app/widgets?texts=both',
    );
    for (const entry of body.widgets) {
      const byRange = entry.ranges.map(({ range: _range, ...figures }) => JSON.stringify(figures));
      expect(new Set(byRange).size, entry.id).toBe(ANALYTICS_RANGES.length);
    }
    const visits = widget(body.widgets, 'visits', 'counter');
    expect(figuresFor(visits, 'last90Days').value).toBeGreaterThan(figuresFor(visits, 'last7Days').value);
    const markers = (range: (typeof ANALYTICS_RANGES)[number]) =>
      figuresFor(widget(body.widgets, 'countries', 'map'), range).markers.map((marker) => marker.value);
    expect(markers('today')).not.toEqual(markers('last28Days'));
  });

  it('is for signed-in users only', async () => {
    const response = await api.call('nobody', 'GET', '/api/analytics-dashboard-app/widgets?texts=both');
    expect(response.statusCode).toBe(401);
  });
});

describe('project dashboard', () => {
  it('lists the sample projects, and the live proposal office only to staff', async () => {
    const staff = await api.ok<DashboardProject[]>('staff', 'GET', '/api/project-dashboard-app/projects');
    expect(dashboardProjectListSchema.parse(staff)).toEqual(staff);
    expect(staff.map((project) => project.live)).toEqual([false, false, true]);
    const member = await api.ok<DashboardProject[]>('ann', 'GET', '/api/project-dashboard-app/projects');
    expect(member.map((project) => project.id)).toEqual(staff.slice(0, 2).map((project) => project.id));
    const live = staff[2]?.id ?? '';
    const error = await api.fails(404, 'ann', 'GET', `/api/project-dashboard-app/widgets?projectId=${live}`);
    expect(error.code).toBe('NOT_FOUND');
  });

  it("answers a sample project's 11 widgets with ranges, the 66% doughnut, week and day charts", async () => {
    const [first, second] = await api.ok<DashboardProject[]>(
      'ann',
      'GET',
      '/api/project-dashboard-app/projects',
    );
    const body = await api.ok<ProjectWidgets>('ann', 'GET', '/api/project-dashboard-app/widgets?texts=both');
    expect(projectWidgetsSchema.parse(body)).toEqual(body);
    expect(body.project.id).toBe(first?.id);
    expect(body.widgets).toHaveLength(PROJECT_WIDGET_COUNT);
    const due = widget(body.widgets, 'due-tasks', 'counter');
    expect(due.ranges.map((r) => r.range)).toEqual(['yesterday', 'today', 'tomorrow']);
    const counts = due.ranges.map((r) => r.value);
    expect(new Set(counts).size).toBeGreaterThan(1);
    const issues = widget(body.widgets, 'issues-week', 'chart');
    expect(issues.ranges.map((r) => r.range)).toEqual(['twoWeeksAgo', 'lastWeek', 'thisWeek']);
    for (const r of issues.ranges) expect(r.chart.labels).toHaveLength(WEEK_POINTS);
    expect(figuresFor(issues, 'thisWeek').chart.datasets).not.toEqual(
      figuresFor(issues, 'lastWeek').chart.datasets,
    );
    const tasks = widget(body.widgets, 'task-distribution', 'chart');
    expect(figuresFor(tasks, 'thisWeek').chart.options.cutout).toBe('66%');
    const day = widget(body.widgets, 'activity-day', 'chart');
    expect(figuresFor(day, 'today').chart.labels.map((label) => label.en)).toEqual(
      Array.from({ length: DAY_POINTS }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`),
    );
    expect(widget(body.widgets, 'schedule', 'schedule').ranges.map((r) => r.range)).toEqual([
      'today',
      'tomorrow',
    ]);
    const other = await api.ok<ProjectWidgets>(
      'ann',
      'GET',
      `/api/project-dashboard-app/widgets?texts=both&projectId=${second?.id}`,
    );
    expect(other.project.id).toBe(second?.id);
    expect(other.widgets.map((w) => w.id)).toEqual(body.widgets.map((w) => w.id));
    expect(other.widgets).not.toEqual(body.widgets);
  });

  it('refuses an unknown project and a bad query naming the field', async () => {
    await api.fails(404, 'ann', 'GET', '/api/project-dashboard-app/widgets?projectId=nope');
    const error = await api.fails(
      400,
      'ann',
      'GET',
      `/api/project-dashboard-app/widgets?projectId=${'x'.repeat(65)}`,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['projectId']);
  });
});

describe('weather widget', () => {
  it('starts in C and KMH and keeps each user its own choice', async () => {
    const body = await api.ok<ProjectWidgets>('bob', 'GET', '/api/project-dashboard-app/widgets?texts=both');
    const weather = body.weather;
    expect(weatherWidgetSchema.parse(weather)).toEqual(weather);
    expect(weather).toMatchObject({
      temperatureUnit: 'C',
      speedUnit: 'KMH',
      currentLocation: weather.locations[0]?.id,
    });
    for (const location of weather.locations) {
      expect(location.next3Days).toHaveLength(3);
      expect(location.temperature.F).toBe(Math.round(location.temperature.C * 1.8 + 32));
    }
    const second = weather.locations[1]?.id ?? '';
    const saved = await api.ok<WeatherWidget>('bob', 'POST', '/api/project-dashboard-app/weather-settings', {
      currentLocation: second,
      temperatureUnit: 'F',
      speedUnit: 'MPH',
    });
    expect(saved).toMatchObject({ currentLocation: second, temperatureUnit: 'F', speedUnit: 'MPH' });
    const again = await api.ok<ProjectWidgets>('bob', 'GET', '/api/project-dashboard-app/widgets?texts=both');
    expect(again.weather).toEqual(saved);
    const other = await api.ok<ProjectWidgets>('ann', 'GET', '/api/project-dashboard-app/widgets?texts=both');
    expect(other.weather).toMatchObject({ temperatureUnit: 'C', speedUnit: 'KMH' });
    // A second change updates the same row.
    await api.ok('bob', 'POST', '/api/project-dashboard-app/weather-settings', {
      ...saved,
      temperatureUnit: 'C',
    });
    const third = await api.ok<ProjectWidgets>('bob', 'GET', '/api/project-dashboard-app/widgets?texts=both');
    expect(third.weather).toMatchObject({ temperatureUnit: 'C', speedUnit: 'MPH' });
  });

  it('refuses a bad unit or an unknown city, naming the field', async () => {
    const { weather } = await api.ok<ProjectWidgets>(
      'ann',
      'GET',
      '/api/project-dashboard-app/widgets?texts=both',
    );
    const base = { currentLocation: weather.currentLocation, temperatureUnit: 'C', speedUnit: 'KMH' };
    const unit = await api.fails(400, 'ann', 'POST', '/api/project-dashboard-app/weather-settings', {
      ...base,
      temperatureUnit: 'K',
    });
    expect(Object.keys(unit.fields ?? {})).toEqual(['temperatureUnit']);
    const speed = await api.fails(400, 'ann', 'POST', '/api/project-dashboard-app/weather-settings', {
      ...base,
      speedUnit: 'knots',
    });
    expect(Object.keys(speed.fields ?? {})).toEqual(['speedUnit']);
    const city = await api.fails(400, 'ann', 'POST', '/api/project-dashboard-app/weather-settings', {
      ...base,
      currentLocation: 'atlantis',
    });
    expect(Object.keys(city.fields ?? {})).toEqual(['currentLocation']);
  });
});

describe("the seed's form of the dashboard calls (issue 31 §1)", () => {
  const get = async (url: string, language: string) => {
    const response = await api.call('staff', 'GET', url, undefined, { 'accept-language': language });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  it('answers the analytics widgets as an object keyed by widget id, texts in the caller’s language', async () => {
    const ours = await api.ok<AnalyticsWidgets>(
      'staff',
      'GET',
      '/api/analytics-dashboard-app/widgets?texts=both',
    );
    for (const language of ['zh-CN', 'en'] as const) {
      const keyed = analyticsWidgetsSeedSchema.parse(
        await get('/api/analytics-dashboard-app/widgets', language),
      );
      expect(Object.keys(keyed)).toEqual(ours.widgets.map((entry) => entry.id));
      expect(Object.keys(keyed)).toHaveLength(ANALYTICS_WIDGET_COUNT);
      const devices = ours.widgets.find((entry) => entry.id === 'devices');
      expect(keyed['devices']?.title).toBe(devices?.title[language]);
    }
  });

  it('answers the project widgets keyed, the weather widget beside them, and project names as text', async () => {
    const ours = await api.ok<ProjectWidgets>(
      'staff',
      'GET',
      '/api/project-dashboard-app/widgets?texts=both',
    );
    for (const language of ['zh-CN', 'en'] as const) {
      const keyed = projectWidgetsSeedSchema.parse(await get('/api/project-dashboard-app/widgets', language));
      const { weatherWidget, ...widgets } = keyed;
      expect(Object.keys(widgets)).toEqual(ours.widgets.map((entry) => entry.id));
      expect(Object.keys(widgets)).toHaveLength(PROJECT_WIDGET_COUNT);
      expect(weatherWidget.locations.map((location) => location.name)).toEqual(
        ours.weather.locations.map((location) => location.name[language]),
      );
      const projects = dashboardProjectListSchema.parse(
        await get('/api/project-dashboard-app/projects', language),
      );
      expect(projects.every((project) => typeof project.name === 'string' && project.name.length > 0)).toBe(
        true,
      );
    }
    const [zh, en] = await Promise.all(
      ['zh-CN', 'en'].map(async (language) =>
        dashboardProjectListSchema.parse(await get('/api/project-dashboard-app/projects', language)),
      ),
    );
    expect(zh?.map((project) => project.name)).not.toEqual(en?.map((project) => project.name));
  });
});
