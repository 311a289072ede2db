import { DOCUMENTATION_AUTH, hasAccess } from '@cppcc/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationContext } from '../shared/navigation/NavigationContext';
import type { NavItem } from '../shared/navigation/types';
import { selectRoles } from '../shared/session/sessionSlice';
import { useAppSelector } from '../shared/store/hooks';
import { loadDocumentationNavigation, navigationConfig, withDocumentation } from './navigation';

/**
 * The navigation tree for the shell: every group at once, and the documentation's (≈ 100 page titles in two
 * languages, admins only) loaded after the shell for a user who may see it, so no other user's first load
 * carries it (issue 33 §1).
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const wanted = hasAccess(DOCUMENTATION_AUTH, useAppSelector(selectRoles));
  const [documentation, setDocumentation] = useState<NavItem | null>(null);
  useEffect(() => {
    if (wanted && !documentation) void loadDocumentationNavigation().then(setDocumentation);
  }, [wanted, documentation]);
  const tree = useMemo(
    () => (wanted && documentation ? withDocumentation(documentation) : navigationConfig),
    [wanted, documentation],
  );
  return <NavigationContext value={tree}>{children}</NavigationContext>;
}
