import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

export const CHAT_APP_PATH = '/apps/chat';

/** The full-page chat app (seed 001 /apps/chat), for every signed-in user. */
export const chatRoutes: AppRoute[] = [
  { path: CHAT_APP_PATH, auth: authRoles.signedIn, page: () => import('./pages/ChatAppPage') },
];
