import { SELECTION_READERS } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { SELECTIONS_PATH } from './paths';

/** Staff manage selections; voters vote; everyone signed in reads the published results. */
export const selectionsRoutes: AppRoute[] = [
  { path: SELECTIONS_PATH, auth: SELECTION_READERS, page: () => import('./pages/SelectionsPage') },
  { path: `${SELECTIONS_PATH}/:id`, auth: SELECTION_READERS, page: () => import('./pages/SelectionPage') },
];
