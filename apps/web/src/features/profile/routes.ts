import { PROFILE_ROLES } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { PROFILE_PATH } from './paths';

/** The user menu's My Profile (seed 000 §2.2): every signed-in user's own profile. */
export const profileRoutes: AppRoute[] = [
  { path: PROFILE_PATH, auth: PROFILE_ROLES, page: () => import('./pages/ProfilePage') },
];
