import { authRoles } from '@cppcc/contracts';
import { VIEWER_PATH } from '../../shared/lib/viewerHref';
import type { AppRoute } from '../../shared/routing';

/**
 * The document viewer (seed 001 `/officeapps/view`) for every signed-in role; the API decides who may read
 * the file. The document gets the whole width: no navigation bar, footer or side panels.
 */
export const officeViewerRoutes: AppRoute[] = [
  {
    path: VIEWER_PATH,
    auth: authRoles.signedIn,
    page: () => import('./pages/ViewerPage'),
    settings: {
      layout: {
        config: {
          mode: 'fullwidth',
          scroll: 'content',
          navbar: { display: false },
          footer: { display: false },
          leftSidePanel: { display: false },
          rightSidePanel: { display: false },
        },
      },
    },
  },
];
