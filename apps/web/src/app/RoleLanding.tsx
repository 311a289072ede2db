import { Navigate } from 'react-router';
import { selectRoles } from '../shared/session/sessionSlice';
import { useAppSelector } from '../shared/store/hooks';
import { resolveLanding } from './routes';

/** `/apps/index`: each role's start page (seed 000 §2.3). */
export function RoleLanding() {
  const roles = useAppSelector(selectRoles);
  return <Navigate to={resolveLanding(roles)} replace />;
}
