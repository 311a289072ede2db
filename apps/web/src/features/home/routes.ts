import { LANDING_PATHS } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

/** Open to everyone; `/apps/index` sends guests here until the sign-in issue adds `/login`. */
export const homeRoutes: AppRoute[] = [{ path: LANDING_PATHS.signedIn, page: () => import('./HomePage') }];
