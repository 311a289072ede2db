import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { COMPILATION_PATH } from './paths';

/** The session's proposal compilation (提案汇编, issue 29 §3): staff and admin. */
export const compilationRoutes: AppRoute[] = [
  { path: COMPILATION_PATH, auth: authRoles.staff, page: () => import('./pages/CompilationPage') },
];
