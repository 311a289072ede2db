import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicStatisticsQuery } from '../../../shared/api/sharedReads';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { BreakdownCharts } from '../components/BreakdownCharts';
import { FigureCards } from '../components/FigureCards';
import { PageHeader } from '../components/PageHeader';
import { QueryError } from '../../../shared/ui/QueryError';
import { StatTable } from '../components/StatTable';
import { useUnitFiguresQuery } from '../api';
import { UnitFiguresTable } from '../components/UnitFiguresTable';
import { MEMBER_TABLE, TOPIC_TABLE, UNIT_TABLE } from '../lib/tables';
import { useSessionStatistics } from '../lib/useSessionStatistics';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /apps/staff/statistics: a session's figures, charts and the per-member and per-unit tables (issue 7). */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  usePageTitle(t('statisticsTitle'));
  const { chosen, choose, sessions, settings, statistics } = useSessionStatistics();
  const data = statistics.currentData;
  const topics = useTopicStatisticsQuery({ sessionId: data?.session.id }, { skip: !data });
  const unitFigures = useUnitFiguresQuery({ sessionId: data?.session.id }, { skip: !data });
  const classCodes = useMemo(
    () => settings.data?.replyClasses.map((item) => item.code) ?? [],
    [settings.data],
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="statistics-page">
      <PageHeader title={t('statisticsTitle')} chosen={chosen} onChoose={choose} />
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {statistics.error && <QueryError error={statistics.error} onRetry={() => void statistics.refetch()} />}
      {data && data.proposals.received === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('empty')}
        </Alert>
      )}

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('overview')}
      </Typography>
      {!statistics.error && <FigureCards proposals={data?.proposals} />}

      {statistics.isFetching && !data && <Loading />}
      {data && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('charts')}
          </Typography>
          <BreakdownCharts statistics={data} settings={settings.data} />
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('tables')}
          </Typography>
          <StatTable
            spec={UNIT_TABLE}
            rows={data.units}
            sessionName={data.session.name}
            empty={t('noUnits')}
          />
          {unitFigures.error && (
            <QueryError error={unitFigures.error} onRetry={() => void unitFigures.refetch()} />
          )}
          {unitFigures.currentData && (
            <UnitFiguresTable figures={unitFigures.currentData} classCodes={classCodes} sessionId={chosen} />
          )}
          <StatTable
            spec={MEMBER_TABLE}
            rows={data.byMember}
            sessionName={data.session.name}
            empty={t('noMembers')}
          />
          {topics.currentData && (
            <StatTable
              spec={TOPIC_TABLE}
              rows={topics.currentData.items}
              sessionName={data.session.name}
              empty={t('noTopics')}
            />
          )}
        </>
      )}
    </Box>
  );
}
