import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { staffDashboard } from '../components/StaffDashboard';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const Dashboard = staffDashboard(() => import('../components/ProjectDashboard'));

/** /apps/dashboards/project (seed 001): the units' handling progress and overdue tasks, for staff. */
export default function ProjectDashboardPage() {
  const { t } = useTranslation('statistics');
  usePageTitle(t('projectTitle'));
  return <Dashboard title={t('projectTitle')} />;
}
