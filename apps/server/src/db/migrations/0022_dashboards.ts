import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * The two dashboards (issue 17): the selector's projects (names in both languages as JSON; `live` = the
 * proposal office, whose figures are read from the proposal tables, not stored), the widgets of the
 * analytics dashboard (project null) and of each sample project, their figures per range (JSON: a widget's
 * figures are always read whole), the weather widget's locations, and each user's weather choice.
 */
export const dashboards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_projects')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('name', COLUMN.json, (col) => col.notNull())
      .addColumn('live', COLUMN.bool, (col) => col.notNull().defaultTo(0))
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('dashboard_widgets')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('dashboard', COLUMN.text, (col) => col.notNull())
      .addColumn('project_id', COLUMN.id, (col) => col.references('dashboard_projects.id'))
      .addColumn('widget_key', COLUMN.text, (col) => col.notNull())
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('title', COLUMN.json, (col) => col.notNull())
      .addColumn('current_range', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('dashboard_widgets_board')
      .on('dashboard_widgets')
      .columns(['dashboard', 'project_id', 'position'])
      .execute();

    await db.schema
      .createTable('dashboard_widget_ranges')
      .addColumn('widget_id', COLUMN.id, (col) => col.notNull().references('dashboard_widgets.id'))
      .addColumn('range_key', COLUMN.text, (col) => col.notNull())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('figures', COLUMN.json, (col) => col.notNull())
      .addPrimaryKeyConstraint('dashboard_widget_ranges_pk', ['widget_id', 'range_key'])
      .execute();

    await db.schema
      .createTable('dashboard_weather_locations')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('position', COLUMN.int, (col) => col.notNull())
      .addColumn('data', COLUMN.json, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('dashboard_weather_settings')
      .addColumn('user_id', COLUMN.id, (col) => col.primaryKey().references('users.id'))
      .addColumn('current_location', COLUMN.id, (col) => col.notNull())
      .addColumn('temperature_unit', COLUMN.text, (col) => col.notNull())
      .addColumn('speed_unit', COLUMN.text, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'dashboard_weather_settings',
      'dashboard_weather_locations',
      'dashboard_widget_ranges',
      'dashboard_widgets',
      'dashboard_projects',
    ])
      await db.schema.dropTable(table).execute();
  },
};
