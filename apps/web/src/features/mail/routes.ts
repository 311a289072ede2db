import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { MAIL_FILTER_ROUTE, MAIL_FOLDER_ROUTE, MAIL_INBOX_PATH, MAIL_LABEL_ROUTE, MAIL_ROOT } from './paths';

const page = () => import('./pages/MailAppPage');

/** The mail app (seed 001), for every signed-in account: a folder, label or filter, with a mail open or not. */
export const mailRoutes: AppRoute[] = [
  { path: MAIL_LABEL_ROUTE, auth: authRoles.signedIn, page },
  { path: MAIL_FILTER_ROUTE, auth: authRoles.signedIn, page },
  { path: MAIL_FOLDER_ROUTE, auth: authRoles.signedIn, page },
];

/** Seed 001: /apps/mail opens the inbox. */
export const mailRedirects: readonly { from: string; to: string }[] = [
  { from: MAIL_ROOT, to: MAIL_INBOX_PATH },
];
