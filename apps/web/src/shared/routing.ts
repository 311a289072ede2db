import type { AuthList } from '@cppcc/contracts';
import type { ComponentType } from 'react';
import type { SettingsPatch } from './layout/layoutSettings';

/**
 * One entry of the route table. Features export arrays of these from `features/<name>/routes.ts`;
 * `src/app/routes.ts` assembles them and `src/app/router.tsx` turns them into router objects.
 */
export interface AppRoute {
  path: string;
  /** Dynamic import of the page module (default export = the page), so every page is its own chunk. */
  page: () => Promise<{ default: ComponentType }>;
  /** Layout settings while this route is shown; the defaults apply where it says nothing. */
  settings?: SettingsPatch;
  /** Who may open it (seed 000 §6): unset = everyone, [] = guests only. */
  auth?: AuthList;
  /**
   * The page renders for a guest before the Redux store has loaded (the sign-in pages: issue 4's budget).
   * Such a page uses no Redux, RTK Query or code that does; it reads the session through
   * `shared/session/hooks`. Other pages wait (splash) until the store is there.
   */
  storeless?: boolean;
}

/** What the router keeps in each route's `handle` for the shell and the guard to read. */
export interface RouteHandle {
  settings?: SettingsPatch;
  auth?: AuthList;
  storeless?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('settings' in value || 'auth' in value || 'storeless' in value)
  );
}
