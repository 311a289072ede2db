import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { BOARD_ROUTE, BOARDS_PATH, SCRUMBOARD_PATH } from './paths';

/** The scrumboard app (seed 001 /apps/scrumboard/…), for every signed-in role. */
export const scrumboardRoutes: AppRoute[] = [
  { path: BOARDS_PATH, auth: authRoles.signedIn, page: () => import('./pages/BoardsPage') },
  { path: BOARD_ROUTE, auth: authRoles.signedIn, page: () => import('./pages/BoardPage') },
];

export const scrumboardRedirects: readonly { from: string; to: string }[] = [
  { from: SCRUMBOARD_PATH, to: BOARDS_PATH },
];
