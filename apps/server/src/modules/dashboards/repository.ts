import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  DashboardProjectsTable,
  DashboardWeatherLocationsTable,
  DashboardWeatherSettingsTable,
  DashboardWidgetRangesTable,
  DashboardWidgetsTable,
} from '../../db/schema-dashboards';

export type DashboardProjectRow = Selectable<DashboardProjectsTable>;
export type DashboardWidgetRow = Selectable<DashboardWidgetsTable>;
export type DashboardWidgetRangeRow = Selectable<DashboardWidgetRangesTable>;
export type WeatherLocationRow = Selectable<DashboardWeatherLocationsTable>;
export type WeatherSettingsRow = Selectable<DashboardWeatherSettingsTable>;

export function listProjects(db: Kysely<DB>): Promise<DashboardProjectRow[]> {
  return db.selectFrom('dashboardProjects').selectAll().orderBy('position').execute();
}

export async function insertProject(db: Kysely<DB>, row: Insertable<DashboardProjectsTable>): Promise<void> {
  await db.insertInto('dashboardProjects').values(row).execute();
}

/** A dashboard's widgets in their order: the analytics one (project null) or a sample project's. */
export function listWidgets(
  db: Kysely<DB>,
  dashboard: string,
  projectId: string | null,
): Promise<DashboardWidgetRow[]> {
  const query = db.selectFrom('dashboardWidgets').selectAll().where('dashboard', '=', dashboard);
  return (
    projectId === null ? query.where('projectId', 'is', null) : query.where('projectId', '=', projectId)
  )
    .orderBy('position')
    .execute();
}

export function listWidgetRanges(
  db: Kysely<DB>,
  widgetIds: readonly string[],
): Promise<DashboardWidgetRangeRow[]> {
  if (widgetIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dashboardWidgetRanges')
    .selectAll()
    .where('widgetId', 'in', widgetIds)
    .orderBy('widgetId')
    .orderBy('position')
    .execute();
}

export async function insertWidget(
  db: Kysely<DB>,
  row: Insertable<DashboardWidgetsTable>,
  ranges: readonly Insertable<DashboardWidgetRangesTable>[],
): Promise<void> {
  await db.insertInto('dashboardWidgets').values(row).execute();
  if (ranges.length > 0)
    await db
      .insertInto('dashboardWidgetRanges')
      .values([...ranges])
      .execute();
}

export function listWeatherLocations(db: Kysely<DB>): Promise<WeatherLocationRow[]> {
  return db.selectFrom('dashboardWeatherLocations').selectAll().orderBy('position').execute();
}

export async function insertWeatherLocation(
  db: Kysely<DB>,
  row: Insertable<DashboardWeatherLocationsTable>,
): Promise<void> {
  await db.insertInto('dashboardWeatherLocations').values(row).execute();
}

export function findWeatherSettings(db: Kysely<DB>, userId: string): Promise<WeatherSettingsRow | undefined> {
  return db
    .selectFrom('dashboardWeatherSettings')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** One row per user: the insert or, when the user has one, its update (both dialects' upsert). */
export async function saveWeatherSettings(db: Kysely<DB>, row: WeatherSettingsRow): Promise<void> {
  const { userId: _owner, ...fields } = row;
  await db
    .insertInto('dashboardWeatherSettings')
    .values(row)
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(fields))
    .execute();
}
