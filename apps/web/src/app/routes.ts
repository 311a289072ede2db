import { ERROR_404_PATH, ERROR_500_PATH, errorsRoutes } from '../features/errors/routes';
import { authRoutes } from '../features/auth/routes';
import type { AppRoute } from '../shared/routing';

/**
 * THE ROUTE TABLE, part one: the pages a visitor may meet first (sign-in, errors), in the entry chunk. Every
 * other feature's routes are in `featureRoutes.ts`, which the router loads the first time a path is not in
 * this part (router.tsx), so their tables and page-chunk lists stay out of the sign-in pages' first load
 * (issue 4's budget). Each feature owns its entries in `features/<name>/routes.ts`: data and `import()`
 * thunks only, so no page code reaches the entry chunk.
 */
export const entryRoutes: readonly AppRoute[] = [...errorsRoutes, ...authRoutes];

export const ROLE_LANDING_PATH = '/apps/index';
export const NOT_FOUND_PATH = ERROR_404_PATH;
export const SERVER_ERROR_PATH = ERROR_500_PATH;

export interface Redirect {
  from: string;
  to: string;
}

/** Fixed redirects; `/apps/index` (by role) and unknown paths (→ 404) are handled in router.tsx. */
export const entryRedirects: readonly Redirect[] = [{ from: '/', to: ROLE_LANDING_PATH }];
