import { authRoles, TODO_FOLDER_HANDLES } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

const layout = () => import('./pages/WorkbenchPages');

/** The member workbench (issue 5): seed 001's to-do routes /apps/todo/{folder}. */
export const memberWorkbenchRoutes: AppRoute[] = [
  {
    path: '/apps/todo/index',
    auth: authRoles.members,
    page: () => import('./pages/MemberOverviewPage').then((m) => ({ default: m.OverviewPage })),
  },
  {
    path: '/apps/todo/all',
    auth: authRoles.members,
    page: () => layout().then((m) => ({ default: m.AllPage })),
  },
  {
    path: '/apps/todo/drafts',
    auth: authRoles.members,
    page: () => layout().then((m) => ({ default: m.DraftsPage })),
  },
  {
    path: '/apps/todo/invitations',
    auth: authRoles.members,
    page: () => layout().then((m) => ({ default: m.InvitationsPage })),
  },
  {
    path: '/apps/todo/review',
    auth: authRoles.members,
    page: () => import('./pages/ReviewPage'),
  },
  { path: '/apps/todo/tasks', auth: authRoles.members, page: () => import('./pages/TasksPage') },
];

/**
 * Seed 001 §2 redirects into the workbench, and the to-do folders `GET /api/todo-app/folders` names
 * (`/apps/todo/{folderHandle}`, issue 31 §1) into the to-do page on that folder. Folder `all` keeps
 * `/apps/todo/all`, the workbench's list of all proposals; the page's own folder link names it.
 */
export const memberWorkbenchRedirects: readonly { from: string; to: string }[] = [
  { from: '/index', to: '/apps/todo/index' },
  { from: '/proposal', to: '/apps/todo/all' },
  { from: '/apps/review', to: '/apps/todo/review' },
  ...TODO_FOLDER_HANDLES.filter((folder) => folder !== 'all').map((folder) => ({
    from: `/apps/todo/${folder}`,
    to: `/apps/todo/tasks?folder=${folder}`,
  })),
];
