import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { ACADEMY_PATH, COURSE_ROUTE, COURSES_PATH } from './paths';

/** The academy (seed 001 /apps/academy/courses[/{id}/{handle?}]), for every signed-in role. */
export const academyRoutes: AppRoute[] = [
  { path: COURSES_PATH, auth: authRoles.signedIn, page: () => import('./pages/CoursesPage') },
  { path: COURSE_ROUTE, auth: authRoles.signedIn, page: () => import('./pages/CoursePage') },
];
export const academyRedirects: readonly { from: string; to: string }[] = [
  { from: ACADEMY_PATH, to: COURSES_PATH },
];
