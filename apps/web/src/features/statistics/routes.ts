import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { ANALYTICS_DASHBOARD_PATH, PROJECT_DASHBOARD_PATH, STATISTICS_PATH } from './paths';

/**
 * Statistics (issue 7). The statistics page is for staff and admin. The two dashboards of seed 001 stay
 * open to everyone, as the navigation has always listed them for every role (and guests): staff and admin
 * see the session's proposal figures (the API behind them is staff-only — per-member and per-unit figures
 * are the office's working data); members, units and guests see a short notice with the way to their own
 * workbench or to sign in, and never download the charts.
 */
export const statisticsRoutes: AppRoute[] = [
  { path: STATISTICS_PATH, auth: authRoles.staff, page: () => import('./pages/StatisticsPage') },
  { path: ANALYTICS_DASHBOARD_PATH, page: () => import('./pages/AnalyticsDashboardPage') },
  { path: PROJECT_DASHBOARD_PATH, page: () => import('./pages/ProjectDashboardPage') },
];
