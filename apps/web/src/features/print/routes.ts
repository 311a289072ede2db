import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { BARE_PAGE_SETTINGS } from '../../shared/layout/layoutSettings';

export const REPLY_PRINT_ROUTE = '/print/replies/:id';

/**
 * Print views (issue 7): a bare page holding only the document, for every signed-in role (the API decides
 * who may read it). The proposal form prints from the proposal page itself.
 */
export const printRoutes: AppRoute[] = [
  {
    path: REPLY_PRINT_ROUTE,
    auth: authRoles.signedIn,
    page: () => import('./pages/ReplyPrintPage'),
    settings: BARE_PAGE_SETTINGS,
  },
];
