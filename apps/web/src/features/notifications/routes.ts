import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

/** The full notification list (the bell's "see all"), for every signed-in user. */
export const notificationsRoutes: AppRoute[] = [
  { path: '/apps/notifications', auth: authRoles.signedIn, page: () => import('./pages/NotificationsPage') },
];
