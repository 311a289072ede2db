import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

export const IMPORT_PATH = '/apps/admin/import';

/** The Excel import of users, units and sessions (issue 30 §1); admin only. */
export const importRoutes: AppRoute[] = [
  { path: IMPORT_PATH, auth: authRoles.admin, page: () => import('./pages/ImportPage') },
];
