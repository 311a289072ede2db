import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { FILE_MANAGER_ROUTE } from './paths';

/** The file manager (seed 001 /apps/file-manager), each signed-in user's own files. */
export const fileManagerRoutes: AppRoute[] = [
  { path: FILE_MANAGER_ROUTE, auth: authRoles.signedIn, page: () => import('./pages/FileManagerPage') },
];
