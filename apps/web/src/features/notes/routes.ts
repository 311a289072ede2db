import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { NOTES_ROUTE } from './paths';

/** The notes app (seed 001 /apps/notes/{id?}/{labelHandle?}/{labelId?}), for every signed-in role. */
export const notesRoutes: AppRoute[] = [
  { path: NOTES_ROUTE, auth: authRoles.signedIn, page: () => import('./pages/NotesPage') },
];
