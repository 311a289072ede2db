/** The two dashboards of seed 001 §2 (issue 17). */
export const ANALYTICS_DASHBOARD_PATH = '/apps/dashboards/analytics';
export const PROJECT_DASHBOARD_PATH = '/apps/dashboards/project';
