import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { AppRoute, RouteHandle } from '../shell/routing';
import { BARE_PAGE_SETTINGS } from '../shell/settings/layoutSettings';
import { ShellRoot } from '../shell/ShellRoot';
import { RouteGuard } from './guard/RouteGuard';
import { RoleLanding } from './RoleLanding';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { appRoutes, NOT_FOUND_PATH, redirects, ROLE_LANDING_PATH } from './routes';

/**
 * React.lazy (not the router's `route.lazy`) so the layout's Suspense shows 'Loading...' while a page
 * chunk loads; the guard decides before the lazy page renders, so a denied user never fetches it.
 */
function toRouteObject(route: AppRoute): RouteObject {
  const Page = lazy(route.page);
  const handle: RouteHandle = { settings: route.settings, auth: route.auth };
  return {
    path: route.path,
    handle,
    element: (
      <RouteGuard auth={route.auth}>
        <Page />
      </RouteGuard>
    ),
  };
}

const bareHandle: RouteHandle = { settings: BARE_PAGE_SETTINGS };

export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <ShellRoot />,
      errorElement: <RouteErrorBoundary />,
      children: [
        // Redirect-only routes render no shell, so passing through them loads no shell code.
        ...redirects.map(({ from, to }) => ({
          path: from,
          handle: bareHandle,
          element: <Navigate to={to} replace />,
        })),
        { path: ROLE_LANDING_PATH, handle: bareHandle, element: <RoleLanding /> },
        ...routes.map(toRouteObject),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
