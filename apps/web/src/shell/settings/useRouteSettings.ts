import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { isRouteHandle } from '../routing';
import { mergeSettings, type Settings, type SettingsPatch } from './layoutSettings';
import { selectChosenSettings } from './settingsSlice';

/** The `settings` of the deepest matched route that declares any. */
export function useRoutePatch(): SettingsPatch | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .findLast((handle) => handle.settings !== undefined)?.settings;
}

/**
 * Seed 000 §2.2: on every path change the layout becomes the route's settings over the defaults — here the
 * defaults are the user's own choice (the template's `defaultSettings`).
 */
export function useRouteSettings(): Settings {
  const patch = useRoutePatch();
  const chosen = useAppSelector(selectChosenSettings);
  // The patch object comes from the route table, so its identity is stable and safe to memoise on.
  return useMemo(() => mergeSettings(chosen, patch), [chosen, patch]);
}

/** True when the route hides every bar and panel (sign-in and error pages): no shell code is needed. */
export function isBarePage(settings: Settings): boolean {
  const { navbar, toolbar, footer } = settings.layout.config;
  return !navbar.display && !toolbar.display && !footer.display;
}
