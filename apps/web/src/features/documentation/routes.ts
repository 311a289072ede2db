import { DOC_PAGES, DOCUMENTATION_AUTH, docPagePath } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

/** One route per documentation page of the contract's list (seed 001 §2), all on the same page module. */
export const documentationRoutes: AppRoute[] = DOC_PAGES.map((page) => ({
  path: docPagePath(page),
  auth: DOCUMENTATION_AUTH,
  page: () => import('./pages/DocumentationPage'),
}));
