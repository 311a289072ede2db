import type { AppRoute } from '../../shared/routing';
import { ANALYTICS_DASHBOARD_PATH, PROJECT_DASHBOARD_PATH } from './paths';

/**
 * The two dashboards (seed 001 §2, issue 17). The navigation has always listed them for every role and for
 * guests, so the routes stay open; a guest sees a short notice with the way to sign in (the figures come
 * from calls for signed-in users) and downloads no chart code.
 */
export const dashboardsRoutes: AppRoute[] = [
  { path: ANALYTICS_DASHBOARD_PATH, page: () => import('./pages/AnalyticsDashboardPage') },
  { path: PROJECT_DASHBOARD_PATH, page: () => import('./pages/ProjectDashboardPage') },
];
