import { adminRoutes } from '../features/admin/routes';
import { auditRoutes } from '../features/audit/routes';
import { importRoutes } from '../features/imports/routes';
import { adminLogRoutes } from '../features/admin-log/routes';
import { suggestionRoutes } from '../features/suggestions/routes';
import { calendarRoutes } from '../features/calendar/routes';
import { chatRoutes } from '../features/chat/routes';
import { contactsRedirects, contactsRoutes } from '../features/contacts/routes';
import { notesRoutes } from '../features/notes/routes';
import { contentRoutes } from '../features/content/routes';
import { dashboardsRoutes } from '../features/dashboards/routes';
import { homeRoutes } from '../features/home/routes';
import { mailRedirects, mailRoutes } from '../features/mail/routes';
import { memberWorkbenchRedirects, memberWorkbenchRoutes } from '../features/member-workbench/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { officeViewerRoutes } from '../features/office-viewer/routes';
import { printRoutes } from '../features/print/routes';
import { proposalsRoutes } from '../features/proposals/routes';
import { publicationRoutes } from '../features/publication/routes';
import { staffWorkbenchRoutes } from '../features/staff-workbench/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { topicsRoutes } from '../features/topics/routes';
import { selectionsRoutes } from '../features/selections/routes';
import { compilationRoutes } from '../features/compilation/routes';
import { cluesRoutes } from '../features/clues/routes';
import { dutyRecordsRoutes } from '../features/duty-records/routes';
import { undertakerRedirects, undertakerRoutes } from '../features/undertaker/routes';
import { scrumboardRedirects, scrumboardRoutes } from '../features/scrumboard/routes';
import { uiRoutes } from '../features/ui/routes';
import { documentationRoutes } from '../features/documentation/routes';
import type { AppRoute } from '../shared/routing';
import type { Redirect } from './routes';
import { fileManagerRoutes } from '../features/file-manager/routes';
import { academyRedirects, academyRoutes } from '../features/academy/routes';
import { shopRedirects, shopRoutes } from '../features/e-commerce/routes';
import { profileRoutes } from '../features/profile/routes';

/**
 * THE ROUTE TABLE, part two: every feature's routes but the entry's (routes.ts). The router loads this
 * module the first time a path is not in part one, e.g. after sign-in or on opening a deep link.
 */
export const featureRoutes: readonly AppRoute[] = [
  ...homeRoutes,
  ...undertakerRoutes,
  ...memberWorkbenchRoutes,
  ...proposalsRoutes,
  ...adminRoutes,
  ...staffWorkbenchRoutes,
  ...statisticsRoutes,
  ...topicsRoutes,
  ...selectionsRoutes,
  ...compilationRoutes,
  ...cluesRoutes,
  ...dutyRecordsRoutes,
  ...notificationsRoutes,
  ...officeViewerRoutes,
  ...printRoutes,
  ...publicationRoutes,
  ...auditRoutes,
  ...importRoutes,
  ...adminLogRoutes,
  ...suggestionRoutes,
  ...chatRoutes,
  ...contactsRoutes,
  ...calendarRoutes,
  ...mailRoutes,
  ...notesRoutes,
  ...contentRoutes,
  ...scrumboardRoutes,
  ...fileManagerRoutes,
  ...uiRoutes,
  ...documentationRoutes,
  ...dashboardsRoutes,
  ...academyRoutes,
  ...shopRoutes,
  ...profileRoutes,
];

export const featureRedirects: readonly Redirect[] = [
  ...memberWorkbenchRedirects,
  ...undertakerRedirects,
  ...contactsRedirects,
  ...mailRedirects,
  ...scrumboardRedirects,
  ...academyRedirects,
  ...shopRedirects,
];
