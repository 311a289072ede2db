import { authRoles, LANDING_PATHS } from '@cppcc/contracts';
import type { AppRoute } from '../../shell/routing';
import {
  ADMIN_SESSIONS_PATH,
  ADMIN_WORKFLOW_SETTINGS_PATH,
  STAFF_LIST_PATH,
  STAFF_REVIEW_PATH,
} from './paths';

/** The staff workbench (issue 5) for staff and admin, and the admin screens for sessions and settings. */
export const staffWorkbenchRoutes: AppRoute[] = [
  { path: LANDING_PATHS.staff, auth: authRoles.staff, page: () => import('./pages/StaffIndexPage') },
  { path: STAFF_REVIEW_PATH, auth: authRoles.staff, page: () => import('./pages/ReviewQueuePage') },
  { path: STAFF_LIST_PATH, auth: authRoles.staff, page: () => import('./pages/ProposalListPage') },
  { path: ADMIN_SESSIONS_PATH, auth: authRoles.admin, page: () => import('./pages/SessionsPage') },
  {
    path: ADMIN_WORKFLOW_SETTINGS_PATH,
    auth: authRoles.admin,
    page: () => import('./pages/WorkflowSettingsPage'),
  },
];
