import { authRoles, KNOWLEDGE_BASE_PATH } from '@cppcc/contracts';
import type { AppRoute } from '../../shared/routing';
import { BARE_PAGE_SETTINGS } from '../../shared/layout/layoutSettings';
import {
  COMING_SOON_PATH,
  FAQ_PATH,
  INVOICE_VARIANTS,
  invoicePath,
  KNOWLEDGE_BASE_CATEGORY_ROUTE,
  MAINTENANCE_PATH,
  PRICING_STYLES,
  pricingPath,
  SEARCH_VARIANTS,
  searchPath,
} from './paths';

/**
 * The content pages of seed 001 §2 (issue 18). Their calls are for signed-in users, so are the pages; coming
 * soon and maintenance tell anyone — signed in or not — that the system is not there yet, so they are open.
 */
const auth = authRoles.signedIn;
export const contentRoutes: AppRoute[] = [
  ...INVOICE_VARIANTS.map((variant) => ({
    path: invoicePath(variant),
    auth,
    page: () => import('./pages/InvoicePage'),
  })),
  ...SEARCH_VARIANTS.map((variant) => ({
    path: searchPath(variant),
    auth,
    page: () => import('./pages/SearchPage'),
  })),
  { path: FAQ_PATH, auth, page: () => import('./pages/FaqPage') },
  { path: KNOWLEDGE_BASE_PATH, auth, page: () => import('./pages/KnowledgeBasePage') },
  { path: KNOWLEDGE_BASE_CATEGORY_ROUTE, auth, page: () => import('./pages/KnowledgeBaseCategoryPage') },
  ...PRICING_STYLES.map((style) => ({
    path: pricingPath(style),
    auth,
    page: () => import('./pages/PricingPage'),
  })),
  { path: COMING_SOON_PATH, page: () => import('./pages/ComingSoonPage'), settings: BARE_PAGE_SETTINGS },
  { path: MAINTENANCE_PATH, page: () => import('./pages/MaintenancePage'), settings: BARE_PAGE_SETTINGS },
];
