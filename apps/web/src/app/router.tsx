import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { withTexts } from '../shared/i18n/i18n';
import type { AppRoute, RouteHandle } from '../shared/routing';
import { BARE_PAGE_SETTINGS } from '../shared/layout/layoutSettings';
import { Splash } from '../shell/Splash';
import { AppRoot } from './AppRoot';
import { RouteGuard } from './guard/RouteGuard';
import { RoleLanding } from './RoleLanding';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import {
  entryRedirects,
  entryRoutes,
  NOT_FOUND_PATH,
  ROLE_LANDING_PATH,
  type Redirect as RedirectEntry,
} from './routes';
import { Redirect } from '../shared/ui/Redirect';

const ROOT_ROUTE_ID = 'root';

/**
 * React.lazy (not the router's `route.lazy`) so the layout's Suspense shows 'Loading...' while a page
 * chunk loads; the guard decides before the lazy page renders, so a denied user never fetches it. A page
 * whose texts the build splits per language renders once the current language's are in (`withTexts`).
 */
const lazyPages = new Map<AppRoute['page'], LazyExoticComponent<ComponentType>>();

/**
 * Routes naming the same `page` function share one component, so moving between them keeps the page
 * mounted (the proposal editor's move from /new to the new draft's edit URL).
 */
function lazyPage(page: AppRoute['page']) {
  let Page = lazyPages.get(page);
  if (!Page) {
    Page = lazy(withTexts(page));
    lazyPages.set(page, Page);
  }
  return Page;
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = lazyPage(route.page);
  const handle: RouteHandle = { settings: route.settings, auth: route.auth, storeless: route.storeless };
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

/** Redirect-only routes render no shell and need no store, so passing through them loads neither. */
const redirectHandle: RouteHandle = { settings: BARE_PAGE_SETTINGS, storeless: true };

function toRedirectObject({ from, to }: RedirectEntry): RouteObject {
  return { path: from, handle: redirectHandle, element: <Redirect to={to} /> };
}

export function buildRouteObjects(
  routes: readonly AppRoute[] = entryRoutes,
  redirects: readonly RedirectEntry[] = entryRedirects,
): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <AppRoot />,
      errorElement: <RouteErrorBoundary />,
      // Shown while a deep link's feature routes load on the first page load (`patchRoutesOnNavigation`).
      hydrateFallbackElement: <Splash />,
      children: [
        ...redirects.map(toRedirectObject),
        { path: ROLE_LANDING_PATH, handle: redirectHandle, element: <RoleLanding /> },
        ...routes.map(toRouteObject),
        { path: '*', handle: redirectHandle, element: <Redirect to={NOT_FOUND_PATH} /> },
      ],
    },
  ];
}

export function createAppRouter() {
  let featuresAdded = false;
  return createBrowserRouter(buildRouteObjects(), {
    /**
     * A path the entry's table does not know (it matches only the catch-all or a route with parameters) first
     * adds every feature's routes, once; the router then matches it again.
     */
    async patchRoutesOnNavigation({ patch, signal }) {
      if (featuresAdded) return;
      // The chunk's preloads start in a task of their own, not in the first load's one that made the router.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { featureRedirects, featureRoutes } = await import('./featureRoutes');
      // An aborted navigation's patch is ignored, so the next navigation adds them.
      if (featuresAdded || signal.aborted) return;
      patch(ROOT_ROUTE_ID, [...featureRedirects.map(toRedirectObject), ...featureRoutes.map(toRouteObject)]);
      featuresAdded = true;
    },
  });
}
