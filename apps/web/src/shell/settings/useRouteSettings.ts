import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../routing';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from './layoutSettings';

/** The settings of the deepest matched route that declares any, over the defaults (seed 000 §2.2). */
export function useRouteSettings(): Settings {
  const matches = useMatches();
  // The patch object comes from the route table, so its identity is stable and safe to memoise on.
  const patch = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .findLast((handle) => handle.settings !== undefined)?.settings;
  return useMemo(() => mergeSettings(DEFAULT_SETTINGS, patch), [patch]);
}
