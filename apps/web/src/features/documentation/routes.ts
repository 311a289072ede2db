import { DOCUMENTATION_AUTH, DOCUMENTATION_ROOT } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

/**
 * Every documentation page (seed 001 §2) on one route: the page module finds the page by its address in the
 * contract's list and sends an unknown one to the 404 page. The list (≈ 100 titles in two languages) thus
 * travels with that module, not with every page's route table (issue 33 §1).
 */
export const documentationRoutes: AppRoute[] = [
  {
    path: `${DOCUMENTATION_ROOT}/*`,
    auth: DOCUMENTATION_AUTH,
    page: () => import('./pages/DocumentationPage'),
  },
];
