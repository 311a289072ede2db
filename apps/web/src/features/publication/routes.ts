import type { AppRoute } from '../../shared/routing';
import { BARE_PAGE_SETTINGS } from '../../shared/layout/layoutSettings';

export const PUBLIC_REPLIES_PATH = '/public/replies';

/**
 * The public replies (issue 7): open to everyone, signed in or not (no `auth`), on a bare page like the
 * sign-in screens. The API gives only what may be published: no contact details.
 */
export const publicationRoutes: AppRoute[] = [
  {
    path: PUBLIC_REPLIES_PATH,
    page: () => import('./pages/PublicRepliesPage'),
    settings: BARE_PAGE_SETTINGS,
  },
  {
    path: `${PUBLIC_REPLIES_PATH}/:id`,
    page: () => import('./pages/PublicReplyPage'),
    settings: BARE_PAGE_SETTINGS,
  },
];
