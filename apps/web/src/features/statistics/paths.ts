/** The statistics page and the two dashboards of seed 001 (issue 7). */
export const STATISTICS_PATH = '/apps/staff/statistics';
export const ANALYTICS_DASHBOARD_PATH = '/apps/dashboards/analytics';
export const PROJECT_DASHBOARD_PATH = '/apps/dashboards/project';
