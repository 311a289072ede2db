import { authRoles, LANDING_PATHS } from '@cppcc/contracts';
import type { AppRoute } from '../../shell/routing';

const page = () => import('./WorkbenchPage');

/** Placeholder workbenches (seed 000 §2.3 landing targets); the workflow issues replace these entries. */
export const workbenchRoutes: AppRoute[] = [
  {
    path: LANDING_PATHS.staff,
    auth: authRoles.staff,
    page: () => page().then((m) => ({ default: m.StaffWorkbench })),
  },
  {
    path: LANDING_PATHS.members,
    auth: authRoles.members,
    page: () => page().then((m) => ({ default: m.MembersWorkbench })),
  },
  {
    path: LANDING_PATHS.undertaker,
    auth: authRoles.undertaker,
    page: () => page().then((m) => ({ default: m.UndertakerWorkbench })),
  },
];
