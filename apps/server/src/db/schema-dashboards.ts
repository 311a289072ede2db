import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The dashboards' tables (migration 0022_dashboards). */

export interface DashboardProjectsTable {
  id: Id;
  /** JSON { 'zh-CN', en }. */
  name: JsonText;
  /** 1 = the proposal office: its widgets are read live from the proposal tables. */
  live: DbBool;
  position: number;
  createdAt: IsoTime;
}

export interface DashboardWidgetsTable {
  id: Id;
  /** analytics | project */
  dashboard: string;
  /** The sample project the widget belongs to; null on the analytics dashboard. */
  projectId: Id | null;
  /** The widget's id in the answer (e.g. `devices`). */
  widgetKey: string;
  /** counter | chart | map | table | schedule */
  kind: string;
  /** JSON { 'zh-CN', en }. */
  title: JsonText;
  currentRange: string;
  position: number;
  createdAt: IsoTime;
}

export interface DashboardWidgetRangesTable {
  widgetId: Id;
  rangeKey: string;
  position: number;
  /** JSON: the widget kind's figures for this range (contracts/dashboards/widgets.ts). */
  figures: JsonText;
}

export interface DashboardWeatherLocationsTable {
  id: Id;
  position: number;
  /** JSON: the location without its id (contracts `weatherLocationSchema`). */
  data: JsonText;
}

export interface DashboardWeatherSettingsTable {
  userId: Id;
  currentLocation: Id;
  temperatureUnit: string;
  speedUnit: string;
  updatedAt: IsoTime;
}

export interface DashboardTables {
  dashboardProjects: DashboardProjectsTable;
  dashboardWidgets: DashboardWidgetsTable;
  dashboardWidgetRanges: DashboardWidgetRangesTable;
  dashboardWeatherLocations: DashboardWeatherLocationsTable;
  dashboardWeatherSettings: DashboardWeatherSettingsTable;
}
