import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { staffDashboard } from '../components/StaffDashboard';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const Dashboard = staffDashboard(() => import('../components/AnalyticsDashboard'));

/** /apps/dashboards/analytics (seed 001): the session's proposal pipeline and rates, for staff. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('statistics');
  usePageTitle(t('analyticsTitle'));
  return <Dashboard title={t('analyticsTitle')} />;
}
