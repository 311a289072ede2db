/** The statistics page (issue 7); the two dashboards of seed 001 are the dashboards feature's. */
export const STATISTICS_PATH = '/apps/staff/statistics';
