import { authRoles, LANDING_PATHS } from '@cppcc/contracts';
import type { AppRoute } from '../../shell/routing';

const page = () => import('./WorkbenchPage');

/**
 * Placeholder workbenches (seed 000 §2.3 landing targets); the workflow issues replace these entries.
 * The staff workbench is features/staff-workbench, the member workbench features/member-workbench.
 */
export const workbenchRoutes: AppRoute[] = [
  {
    path: LANDING_PATHS.undertaker,
    auth: authRoles.undertaker,
    page: () => page().then((m) => ({ default: m.UndertakerWorkbench })),
  },
];
