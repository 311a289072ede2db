import { createContext, use } from 'react';
import type { NavItem } from './types';

/**
 * The navigation tree, composed by the app from the features' own entries and handed to the shell here, so
 * the shell imports neither the app nor a feature.
 */
export const NavigationContext = createContext<readonly NavItem[]>([]);

export function useNavigationTree(): readonly NavItem[] {
  return use(NavigationContext);
}
