import { authRoles, type Role } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import {
  UNIT_FOLDER_ROUTE,
  UNIT_INDEX_PATH,
  UNIT_LIST_ROUTE,
  UNIT_PROPOSAL_ROUTE,
  UNIT_REPLY_ROUTE,
  UNIT_TASK_ROUTE,
} from './paths';

/**
 * Pages that show one proposal or reply are open to the committee too (staff follow a unit's work); the
 * server still decides what each may see. The workbench lists and the unit's task are the unit's alone.
 */
const unitOrStaff: readonly Role[] = [...authRoles.undertaker, ...authRoles.staff];

/** The unit workbench (issue 6): seed 001's /apps/undertaker/* and /undertaker/* routes. */
export const undertakerRoutes: AppRoute[] = [
  { path: UNIT_INDEX_PATH, auth: authRoles.undertaker, page: () => import('./pages/OverviewPage') },
  { path: UNIT_LIST_ROUTE, auth: authRoles.undertaker, page: () => import('./pages/ListPage') },
  { path: UNIT_FOLDER_ROUTE, auth: authRoles.undertaker, page: () => import('./pages/FolderPage') },
  { path: UNIT_PROPOSAL_ROUTE, auth: unitOrStaff, page: () => import('./pages/ProposalDetailPage') },
  { path: UNIT_TASK_ROUTE, auth: authRoles.undertaker, page: () => import('./pages/TaskDetailPage') },
  { path: UNIT_REPLY_ROUTE, auth: unitOrStaff, page: () => import('./pages/ReplyPage') },
];

/** Seed 001: the unit's old address leads into the workbench. */
export const undertakerRedirects: readonly { from: string; to: string }[] = [
  { from: '/undertaker/index', to: UNIT_INDEX_PATH },
];
