import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { CONTACTS_LIST_PATH, CONTACTS_PATH, contactsListPath, DEFAULT_CONTACT_LIST } from './paths';

/** The contacts app (seed 001 /apps/contacts/{id}), for every signed-in role. */
export const contactsRoutes: AppRoute[] = [
  { path: CONTACTS_LIST_PATH, auth: authRoles.signedIn, page: () => import('./pages/ContactsPage') },
];

export const contactsRedirects: readonly { from: string; to: string }[] = [
  { from: CONTACTS_PATH, to: contactsListPath(DEFAULT_CONTACT_LIST) },
];
