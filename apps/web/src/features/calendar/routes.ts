import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { CALENDAR_PATH } from './paths';

/** The calendar app (seed 001 /apps/calendar, issue 15), for every signed-in role; a guest signs in first. */
export const calendarRoutes: AppRoute[] = [
  { path: CALENDAR_PATH, auth: authRoles.signedIn, page: () => import('./pages/CalendarPage') },
];
