import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { STATISTICS_PATH } from './paths';

/** Statistics (issue 7): the session's proposal figures, for staff and admin. */
export const statisticsRoutes: AppRoute[] = [
  { path: STATISTICS_PATH, auth: authRoles.staff, page: () => import('./pages/StatisticsPage') },
];
