import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

export const PROPOSAL_NEW_PATH = '/apps/proposals/new';

/** The proposal editor (members) and the proposal page (every signed-in role; the server decides visibility). */
export const proposalsRoutes: AppRoute[] = [
  { path: PROPOSAL_NEW_PATH, auth: authRoles.members, page: () => import('./pages/EditorPage') },
  { path: '/apps/proposals/:id/edit', auth: authRoles.members, page: () => import('./pages/EditorPage') },
  { path: '/apps/proposals/:id', auth: authRoles.signedIn, page: () => import('./pages/ProposalPage') },
];
