import { landingPathFor } from '@cppcc/contracts';
import { useRoles, useSessionReady } from '../shared/session/hooks';
import { Loading } from '../shared/ui/Loading';
import { Redirect } from '../shared/ui/Redirect';

/**
 * `/apps/index`: each role's start page (seed 000 §2.3), once a stored session has been resumed. Every target
 * is in the route table (routes.test.ts checks it).
 */
export function RoleLanding() {
  const ready = useSessionReady();
  const roles = useRoles();
  if (!ready) return <Loading />;
  return <Redirect to={landingPathFor(roles)} />;
}
