import { useMatches } from 'react-router';
import { isRouteHandle } from '../../shared/routing';
import type { Settings, SettingsPatch } from '../../shared/layout/layoutSettings';

/** The `settings` of the deepest matched route that declares any. */
export function useRoutePatch(): SettingsPatch | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .findLast((handle) => handle.settings !== undefined)?.settings;
}

/** True when the route hides every bar and panel (sign-in and error pages): no shell code is needed. */
export function isBarePage(settings: Settings): boolean {
  const { navbar, toolbar, footer } = settings.layout.config;
  return !navbar.display && !toolbar.display && !footer.display;
}
