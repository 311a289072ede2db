import { dashboardsService } from '../modules/dashboards/service';
import { analyticsWidgets } from './dashboards-analytics-data';
import { t } from './dashboards-figures';
import { projectWidgets, WEATHER_LOCATIONS } from './dashboards-project-data';
import type { Seeder } from './types';

/**
 * The two dashboards' data (issue 17), through the dashboards service (each widget checked against the
 * contract): the analytics dashboard's 9 widgets, two sample projects with 11 widgets each, the proposal
 * office's live project (its widgets are read from the proposal tables, nothing stored) and the weather
 * widget's cities.
 */
export const dashboardsSeeder: Seeder = {
  name: '0022_dashboards',
  async run(ctx) {
    const service = dashboardsService(ctx.db, { now: ctx.clock.now });
    for (const widget of analyticsWidgets()) await service.addWidget('analytics', null, widget);
    const samples = [t('门户网站改版', 'Portal redesign'), t('移动办公应用', 'Mobile office app')];
    for (const [index, name] of samples.entries()) {
      const project = await service.addProject(name, false);
      for (const widget of projectWidgets(1000 * (index + 1)))
        await service.addWidget('project', project.id, widget);
    }
    await service.addProject(t('政协提案办公室（实时）', 'Proposal office (live)'), true);
    for (const location of WEATHER_LOCATIONS) await service.addWeatherLocation(location);
  },
};
