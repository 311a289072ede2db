import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

export const ADMIN_USERS_PATH = '/apps/admin/users';
export const ADMIN_UNITS_PATH = '/apps/admin/units';

/** Admin screens (issue 3): users and units, admin only. */
export const adminRoutes: AppRoute[] = [
  { path: ADMIN_USERS_PATH, auth: authRoles.admin, page: () => import('./UsersPage') },
  { path: ADMIN_UNITS_PATH, auth: authRoles.admin, page: () => import('./UnitsPage') },
];
