import { Navigate } from 'react-router';
import { selectRoles } from '../shared/session/sessionSlice';
import { useSessionReady } from '../shared/session/useSessionStart';
import { useAppSelector } from '../shared/store/hooks';
import { Loading } from '../shared/ui/Loading';
import { resolveLanding } from './routes';

/** `/apps/index`: each role's start page (seed 000 §2.3), once a stored session has been resumed. */
export function RoleLanding() {
  const ready = useSessionReady();
  const roles = useAppSelector(selectRoles);
  if (!ready) return <Loading />;
  return <Navigate to={resolveLanding(roles)} replace />;
}
