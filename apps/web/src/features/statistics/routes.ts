import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { STATISTICS_PATH, UNIT_ASSESSMENT_PATH, UNIT_FIGURE_PATH } from './paths';

/** Statistics (issue 7), the proposals behind a unit's figure and the units' assessment: staff and admin. */
export const statisticsRoutes: AppRoute[] = [
  { path: STATISTICS_PATH, auth: authRoles.staff, page: () => import('./pages/StatisticsPage') },
  { path: UNIT_FIGURE_PATH, auth: authRoles.staff, page: () => import('./pages/UnitFigureProposalsPage') },
  { path: UNIT_ASSESSMENT_PATH, auth: authRoles.staff, page: () => import('./pages/UnitAssessmentPage') },
];
