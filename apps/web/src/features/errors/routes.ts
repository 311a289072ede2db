import type { AppRoute } from '../../shared/routing';
import { BARE_PAGE_SETTINGS } from '../../shared/layout/layoutSettings';

export const ERROR_404_PATH = '/pages/errors/error-404';
export const ERROR_500_PATH = '/pages/errors/error-500';

/** Open to everyone, without navbar, toolbar, footer or panels (as the template shows them). */
export const errorsRoutes: AppRoute[] = [
  { path: ERROR_404_PATH, page: () => import('./pages/Error404Page'), settings: BARE_PAGE_SETTINGS },
  { path: ERROR_500_PATH, page: () => import('./pages/Error500Page'), settings: BARE_PAGE_SETTINGS },
];
