import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { TOPICS_PATH } from './paths';

/** The topic guide (选题目录, issue 27): staff manage it; members read it on their workbench. */
export const topicsRoutes: AppRoute[] = [
  { path: TOPICS_PATH, auth: authRoles.staff, page: () => import('./pages/TopicsPage') },
];
