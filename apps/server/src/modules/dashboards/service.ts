import {
  authRoles,
  hasAccess,
  inLanguage,
  localizedTextSchema,
  projectWidgetsSeedSchema,
  shownWidgetSchema,
  weatherLocationSchema,
  widgetSchema,
  type AnalyticsWidgets,
  type DashboardProject,
  type Language,
  type LocalizedText,
  type ProjectWidgets,
  type ProjectWidgetsSeed,
  type ShownWidget,
  type WeatherLocation,
  type WeatherSettings,
  type WeatherWidget,
  type Widget,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbJson, newId, nowIso, toDbBool, toDbJson, type Clock } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { sessionsService } from '../sessions/service';
import { statisticsService } from '../statistics/service';
import { liveWidgets, NO_SESSION_FIGURES } from './live';
import * as repo from './repository';

/** The weather choice until a user makes one (seed 001 §9: C and KMH). */
const DEFAULT_UNITS = { temperatureUnit: 'C', speedUnit: 'KMH' } as const;
/** Who sees the proposal office's live project: its figures are the office's working data. */
const LIVE_PROJECT_ROLES = authRoles.staff;

type Dashboard = 'analytics' | 'project';

/**
 * The dashboards: sample widgets stored per range (seeded through `addWidget`), the proposal office's
 * live widgets read through the statistics service, and each user's weather choice.
 */
export function dashboardsService(db: Kysely<DB>, options: { now?: Clock } = {}) {
  const now = options.now ?? nowIso;

  async function widgetsOf(dashboard: Dashboard, projectId: string | null): Promise<Widget[]> {
    const rows = await repo.listWidgets(db, dashboard, projectId);
    const ranges = await repo.listWidgetRanges(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      // Parsed whole: what the answer's schema promises is checked on the way out of the table too.
      widgetSchema.parse({
        id: row.widgetKey,
        kind: row.kind,
        title: fromDbJson(row.title),
        currentRange: row.currentRange,
        ranges: ranges
          .filter((range) => range.widgetId === row.id)
          .map((range) => ({ ...fromDbJson<object>(range.figures), range: range.rangeKey })),
      }),
    );
  }

  const toProject = (row: repo.DashboardProjectRow, language: Language): DashboardProject => ({
    id: row.id,
    name: localizedTextSchema.parse(fromDbJson(row.name))[language],
    live: row.live === 1,
  });

  async function projectsFor(caller: Caller): Promise<repo.DashboardProjectRow[]> {
    const seesLive = hasAccess(LIVE_PROJECT_ROLES, caller.roles);
    return (await repo.listProjects(db)).filter((row) => row.live === 0 || seesLive);
  }

  async function locations(): Promise<WeatherLocation[]> {
    return (await repo.listWeatherLocations(db)).map((row) =>
      weatherLocationSchema.parse({ ...fromDbJson<object>(row.data), id: row.id }),
    );
  }

  async function weather(userId: string): Promise<WeatherWidget> {
    const [all, saved] = await Promise.all([locations(), repo.findWeatherSettings(db, userId)]);
    const first = all[0];
    if (!first) throw notFound();
    const current = saved && all.some((location) => location.id === saved.currentLocation);
    return {
      locations: all,
      currentLocation: current ? saved.currentLocation : first.id,
      temperatureUnit: saved?.temperatureUnit === 'F' ? 'F' : DEFAULT_UNITS.temperatureUnit,
      speedUnit: saved?.speedUnit === 'MPH' ? 'MPH' : DEFAULT_UNITS.speedUnit,
    };
  }

  function keyed(widgets: readonly Widget[], language: Language): Record<string, ShownWidget> {
    return Object.fromEntries(
      widgets.map((widget) => [widget.id, shownWidgetSchema.parse(inLanguage(widget, language))]),
    );
  }

  async function liveFigures() {
    const session = await sessionsService(db).current();
    return session ? statisticsService(db).forSession(session.id) : NO_SESSION_FIGURES;
  }

  return {
    async analyticsWidgets(): Promise<AnalyticsWidgets> {
      return { widgets: await widgetsOf('analytics', null) };
    },

    async projects(caller: Caller, language: Language): Promise<DashboardProject[]> {
      return (await projectsFor(caller)).map((row) => toProject(row, language));
    },

    /** The seed's widgets object: each widget under its id, its texts in `language`. */
    keyed,

    /** The seed's project widgets object: the widgets by id, the weather widget beside them. */
    projectWidgetsObject(answer: ProjectWidgets, language: Language): ProjectWidgetsSeed {
      // Parsed whole: the object's type (widgets by id beside weatherWidget) is the schema's to state.
      return projectWidgetsSeedSchema.parse({
        ...keyed(answer.widgets, language),
        weatherWidget: inLanguage(answer.weather, language),
      });
    },

    /** A project's widgets (no id = the caller's first project) and the caller's weather widget. */
    async projectWidgets(
      caller: Caller,
      projectId: string | undefined,
      language: Language,
    ): Promise<ProjectWidgets> {
      const visible = await projectsFor(caller);
      const row = projectId === undefined ? visible[0] : visible.find((project) => project.id === projectId);
      if (!row) throw notFound('dashboards.projectNotFound');
      const widgets = row.live === 1 ? liveWidgets(await liveFigures()) : await widgetsOf('project', row.id);
      return { project: toProject(row, language), widgets, weather: await weather(caller.id) };
    },

    weather,

    async saveWeatherSettings(userId: string, settings: WeatherSettings): Promise<WeatherWidget> {
      const all = await locations();
      if (!all.some((location) => location.id === settings.currentLocation))
        throw badRequest('dashboards.locationUnknown', {
          fields: { currentLocation: 'dashboards.locationUnknown' },
        });
      await repo.saveWeatherSettings(db, { userId, ...settings, updatedAt: now() });
      return weather(userId);
    },

    // The seed's writes: checked against the contract like any answer.
    async addProject(name: LocalizedText, live: boolean): Promise<DashboardProject> {
      const position = (await repo.listProjects(db)).length;
      const row = {
        id: newId(),
        name: toDbJson(localizedTextSchema.parse(name)),
        live: toDbBool(live),
        position,
        createdAt: now(),
      };
      await repo.insertProject(db, row);
      return toProject(row, 'zh-CN');
    },

    async addWidget(dashboard: Dashboard, projectId: string | null, input: Widget): Promise<void> {
      const widget = widgetSchema.parse(input);
      const id = newId();
      const position = (await repo.listWidgets(db, dashboard, projectId)).length;
      await repo.insertWidget(
        db,
        {
          id,
          dashboard,
          projectId,
          widgetKey: widget.id,
          kind: widget.kind,
          title: toDbJson(widget.title),
          currentRange: widget.currentRange,
          position,
          createdAt: now(),
        },
        widget.ranges.map(({ range, ...figures }, index) => ({
          widgetId: id,
          rangeKey: range,
          position: index,
          figures: toDbJson(figures),
        })),
      );
    },

    async addWeatherLocation(input: Omit<WeatherLocation, 'id'>): Promise<string> {
      const id = newId();
      const data = weatherLocationSchema.omit({ id: true }).parse(input);
      const position = (await repo.listWeatherLocations(db)).length;
      await repo.insertWeatherLocation(db, { id, position, data: toDbJson(data) });
      return id;
    },
  };
}

export type DashboardsService = ReturnType<typeof dashboardsService>;
