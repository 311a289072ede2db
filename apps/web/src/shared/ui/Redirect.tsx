import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type Location } from 'react-router';

/** The router's own state, as far as a redirect needs it (a data router's; absent outside one). */
export interface RouterNow {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>;
  navigation: { state: string };
}

/**
 * Whether a redirect rendered for `shown` is still due: the router is still there and goes nowhere else. A
 * redirect acts in an effect, after the commit that rendered it; a back/forward, a link or another redirect
 * in between has moved the page on, and this older page's redirect must not replace where it went.
 */
export function redirectDue(shown: RouterNow['location'], now: RouterNow | undefined): boolean {
  if (!now) return true;
  const { location, navigation } = now;
  return (
    navigation.state === 'idle' &&
    location.key === shown.key &&
    location.pathname === shown.pathname &&
    location.search === shown.search &&
    location.hash === shown.hash
  );
}

/**
 * `<Navigate to replace />` for the page it was rendered on only. React Router's runs its navigation in an
 * effect whatever happened since the render: a back/forward in that gap (route-walk's flake: the popped-to
 * 404 replaced by `/` → `/apps/index` → the staff landing) was undone and its history entry overwritten.
 */
export function Redirect({ to }: { to: string }) {
  const shown = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname, search, hash, key } = shown;
  useEffect(() => {
    if (redirectDue({ pathname, search, hash, key }, router?.state)) void navigate(to, { replace: true });
  }, [navigate, router, to, pathname, search, hash, key]);
  return null;
}
