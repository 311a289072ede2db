import { authRoles } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import {
  BLANK_PATH,
  CARDED_VARIANTS,
  cardedPath,
  HELPER_CLASSES_PATH,
  ICONS_PATH,
  SIMPLE_VARIANTS,
  simplePath,
  TYPOGRAPHY_PATH,
} from './paths';

/** The UI demo pages of seed 001 §2, for signed-in users like the other demo pages (issue 18). */
const auth = authRoles.signedIn;
export const uiRoutes: AppRoute[] = [
  { path: ICONS_PATH, auth, page: () => import('./pages/IconsPage') },
  ...CARDED_VARIANTS.map((variant) => ({
    path: cardedPath(variant),
    auth,
    page: () => import('./pages/CardedLayoutPage'),
  })),
  ...SIMPLE_VARIANTS.map((variant) => ({
    path: simplePath(variant),
    auth,
    page: () => import('./pages/SimpleLayoutPage'),
  })),
  { path: BLANK_PATH, auth, page: () => import('./pages/BlankLayoutPage') },
  { path: TYPOGRAPHY_PATH, auth, page: () => import('./pages/TypographyPage') },
  { path: HELPER_CLASSES_PATH, auth, page: () => import('./pages/HelperClassesPage') },
];
