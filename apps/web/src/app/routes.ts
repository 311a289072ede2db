import { LANDING_PATHS, landingPathFor } from '@cppcc/contracts';
import { ERROR_404_PATH, ERROR_500_PATH, errorsRoutes } from '../features/errors/routes';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { homeRoutes } from '../features/home/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { staffWorkbenchRoutes } from '../features/staff-workbench/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { memberWorkbenchRedirects, memberWorkbenchRoutes } from '../features/member-workbench/routes';
import { officeViewerRoutes } from '../features/office-viewer/routes';
import { proposalsRoutes } from '../features/proposals/routes';
import { undertakerRedirects, undertakerRoutes } from '../features/undertaker/routes';
import { auditRoutes } from '../features/audit/routes';
import { chatRoutes } from '../features/chat/routes';
import { printRoutes } from '../features/print/routes';
import { publicationRoutes } from '../features/publication/routes';
import type { AppRoute } from '../shell/routing';

/**
 * THE ROUTE TABLE. Each feature owns its entries (path, lazy page, layout settings, allowed roles) in
 * `features/<name>/routes.ts`; this file only lists the features. The route modules hold nothing but
 * data and `import()` thunks, so no page code reaches the entry chunk.
 */
export const appRoutes: readonly AppRoute[] = [
  ...homeRoutes,
  ...errorsRoutes,
  ...authRoutes,
  ...undertakerRoutes,
  ...memberWorkbenchRoutes,
  ...proposalsRoutes,
  ...adminRoutes,
  ...staffWorkbenchRoutes,
  ...statisticsRoutes,
  ...notificationsRoutes,
  ...officeViewerRoutes,
  ...printRoutes,
  ...publicationRoutes,
  ...auditRoutes,
  ...chatRoutes,
];

export const ROLE_LANDING_PATH = '/apps/index';
export const NOT_FOUND_PATH = ERROR_404_PATH;
export const SERVER_ERROR_PATH = ERROR_500_PATH;

/** Fixed redirects; `/apps/index` (by role) and unknown paths (→ 404) are handled in router.tsx. */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/', to: ROLE_LANDING_PATH },
  ...memberWorkbenchRedirects,
  ...undertakerRedirects,
];

const knownPaths: ReadonlySet<string> = new Set(appRoutes.map((route) => route.path));

/**
 * `landingPathFor` from contracts, but only to a page that exists: until the sign-in issue adds `/login`
 * and the workbenches arrive, a missing target falls back to the home placeholder. Nothing to change later:
 * once those routes are in the table, users land on them.
 */
export function resolveLanding(roles: readonly string[], paths: ReadonlySet<string> = knownPaths): string {
  const target = landingPathFor(roles);
  return paths.has(target) ? target : LANDING_PATHS.signedIn;
}
