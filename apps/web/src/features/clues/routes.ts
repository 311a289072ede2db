import { authRoles } from '@cppcc/contracts';
import { BARE_PAGE_SETTINGS } from '../../shared/layout/layoutSettings';
import type { AppRoute } from '../../shared/routing';
import {
  CLUE_CAMPAIGNS_PATH,
  CLUE_LIBRARY_PATH,
  CLUE_SCREENING_PATH,
  CLUE_TRACK_ROUTE,
  CLUES_PUBLIC_PATH,
} from './paths';

/**
 * Proposal clues: the public form and tracking page open to everyone (no `auth`, a bare page like the
 * public replies); screening and campaigns for staff; the library for members (and staff).
 */
export const cluesRoutes: AppRoute[] = [
  { path: CLUES_PUBLIC_PATH, page: () => import('./pages/SendCluePage'), settings: BARE_PAGE_SETTINGS },
  { path: CLUE_TRACK_ROUTE, page: () => import('./pages/TrackCluePage'), settings: BARE_PAGE_SETTINGS },
  { path: CLUE_SCREENING_PATH, auth: authRoles.staff, page: () => import('./pages/ScreeningPage') },
  { path: CLUE_CAMPAIGNS_PATH, auth: authRoles.staff, page: () => import('./pages/CampaignsPage') },
  {
    path: CLUE_LIBRARY_PATH,
    auth: [...authRoles.members, ...authRoles.staff],
    page: () => import('./pages/LibraryPage'),
  },
];
