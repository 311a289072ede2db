import { authRoles, LANDING_PATHS } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import {
  ADMIN_SESSIONS_PATH,
  ADMIN_WORKFLOW_SETTINGS_PATH,
  STAFF_HANDLING_ROUTE,
  STAFF_LIST_PATH,
  STAFF_PAPER_EVALUATION_PATH,
  STAFF_PAPER_PROPOSAL_PATH,
  STAFF_REVIEW_PATH,
  STAFF_TASK_ROUTE,
} from './paths';

/** The staff workbench (issue 5) for staff and admin, and the admin screens for sessions and settings. */
export const staffWorkbenchRoutes: AppRoute[] = [
  { path: LANDING_PATHS.staff, auth: authRoles.staff, page: () => import('./pages/StaffIndexPage') },
  { path: STAFF_REVIEW_PATH, auth: authRoles.staff, page: () => import('./pages/ReviewQueuePage') },
  { path: STAFF_LIST_PATH, auth: authRoles.staff, page: () => import('./pages/ProposalListPage') },
  { path: STAFF_HANDLING_ROUTE, auth: authRoles.staff, page: () => import('./pages/HandlingQueuePage') },
  { path: STAFF_TASK_ROUTE, auth: authRoles.staff, page: () => import('./pages/TaskReviewPage') },
  { path: STAFF_PAPER_PROPOSAL_PATH, auth: authRoles.staff, page: () => import('./pages/PaperProposalPage') },
  {
    path: STAFF_PAPER_EVALUATION_PATH,
    auth: authRoles.staff,
    page: () => import('./pages/PaperEvaluationPage'),
  },
  { path: ADMIN_SESSIONS_PATH, auth: authRoles.admin, page: () => import('./pages/SessionsPage') },
  {
    path: ADMIN_WORKFLOW_SETTINGS_PATH,
    auth: authRoles.admin,
    page: () => import('./pages/WorkflowSettingsPage'),
  },
];
