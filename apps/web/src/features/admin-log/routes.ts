import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { ADMIN_LOG_PATH } from '../../shared/ui/auditLogPaths';

/** The audit log of administrative and security acts (issue 30 §2), a tab beside the proposal event log. */
export const adminLogRoutes: AppRoute[] = [
  { path: ADMIN_LOG_PATH, auth: authRoles.admin, page: () => import('./pages/AdminLogPage') },
];
