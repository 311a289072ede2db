import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';

export const PROPOSAL_NEW_PATH = '/apps/proposals/new';

/** One page for both editor routes: a new draft's move to its edit URL keeps the editor mounted. */
const editorPage = () => import('./pages/EditorPage');

/** The proposal editor (members) and the proposal page (every signed-in role; the server decides visibility). */
export const proposalsRoutes: AppRoute[] = [
  { path: PROPOSAL_NEW_PATH, auth: authRoles.members, page: editorPage },
  { path: '/apps/proposals/:id/edit', auth: authRoles.members, page: editorPage },
  { path: '/apps/proposals/:id', auth: authRoles.signedIn, page: () => import('./pages/ProposalPage') },
];
