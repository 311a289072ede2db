import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

export const AUDIT_PATH = '/apps/admin/audit';

/** The audit log (issue 7): every proposal's events with filters; admin only. */
export const auditRoutes: AppRoute[] = [
  { path: AUDIT_PATH, auth: authRoles.admin, page: () => import('./pages/AuditPage') },
];
