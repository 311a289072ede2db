import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../shared/ui/Loading';
import { STATISTICS_PATH } from '../paths';
import { useSessionStatistics } from '../lib/useSessionStatistics';
import { BreakdownCharts } from './BreakdownCharts';
import { PageHeader } from './PageHeader';
import { PipelineChart } from './PipelineChart';
import { QueryError } from '../../../shared/ui/QueryError';
import { RateCards } from './RateCards';

/** The analytics dashboard for the office: the session's pipeline, the quality rates and the breakdowns. */
export default function AnalyticsDashboard() {
  const { t } = useTranslation('statistics');
  const { chosen, choose, sessions, settings, statistics } = useSessionStatistics();
  const data = statistics.currentData;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="analytics-dashboard">
      <PageHeader
        title={t('analyticsTitle')}
        sessions={sessions.data?.items ?? []}
        chosen={chosen}
        onChoose={choose}
        action={
          <Button
            component={RouterLink}
            to={chosen ? `${STATISTICS_PATH}?session=${encodeURIComponent(chosen)}` : STATISTICS_PATH}
          >
            {t('openStatistics')}
          </Button>
        }
      />
      {statistics.error && <QueryError error={statistics.error} onRetry={() => void statistics.refetch()} />}
      {!data && !statistics.error && <Loading />}
      {data && (
        <>
          <Box sx={{ mb: 3 }}>
            <PipelineChart proposals={data.proposals} />
          </Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('rates')}
          </Typography>
          <RateCards statistics={data} />
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('charts')}
          </Typography>
          <BreakdownCharts statistics={data} settings={settings.data} />
        </>
      )}
    </Box>
  );
}
