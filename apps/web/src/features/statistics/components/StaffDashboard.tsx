import { authRoles, hasAccess } from '@cppcc/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { selectRoles } from '../../../shared/session/sessionSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { StaffOnlyNotice } from './StaffOnlyNotice';

/**
 * A dashboard route is open to everyone (the seed's navigation lists it for every role), but its figures
 * come from GET /api/statistics, which is for staff: staff and admin get the dashboard, loaded only then
 * (Chart.js stays out of other users' downloads); everyone else gets a short notice.
 */
export function staffDashboard(load: () => Promise<{ default: ComponentType }>) {
  const Dashboard = lazy(load);
  return function StaffDashboard({ title }: { title: string }) {
    const roles = useAppSelector(selectRoles);
    if (!hasAccess(authRoles.staff, roles)) return <StaffOnlyNotice title={title} roles={roles} />;
    return (
      <Suspense fallback={<Loading />}>
        <Dashboard />
      </Suspense>
    );
  };
}
