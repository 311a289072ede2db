import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { SUGGESTION_REPLAY_PATH } from './paths';

/** The replay of the suggestions from history over past sessions (issue 28 §4): admin only. */
export const suggestionRoutes: AppRoute[] = [
  { path: SUGGESTION_REPLAY_PATH, auth: authRoles.admin, page: () => import('./pages/ReplayPage') },
];
