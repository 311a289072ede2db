import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';
import { Loading } from '../../../shared/ui/Loading';
import { overdueUnits, unitTotals } from '../lib/figures';
import { formatRate } from '../lib/format';
import { UNIT_TABLE } from '../lib/tables';
import { useSessionStatistics } from '../lib/useSessionStatistics';
import { FigureCard } from './FigureCard';
import { PageHeader } from './PageHeader';
import { QueryError } from '../../../shared/ui/QueryError';
import { StatTable } from './StatTable';
import { UnitProgressChart } from './UnitProgressChart';

const TASK_FIGURES = ['total', 'notSigned', 'inProgress', 'replied', 'overdue'] as const;

/** The project dashboard for the office: how far each unit has got with the session's tasks. */
export default function ProjectDashboard() {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const { chosen, choose, sessions, statistics } = useSessionStatistics();
  const data = statistics.currentData;
  const totals = data ? unitTotals(data.units) : undefined;
  const figure = (name: (typeof TASK_FIGURES)[number]) =>
    totals && (name === 'total' ? totals.assigned : totals[name]);
  const late = data ? overdueUnits(data.units) : [];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="project-dashboard">
      <PageHeader
        title={t('projectTitle')}
        sessions={sessions.data?.items ?? []}
        chosen={chosen}
        onChoose={choose}
      />
      {statistics.error && <QueryError error={statistics.error} onRetry={() => void statistics.refetch()} />}
      {!statistics.error && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
            mb: 3,
          }}
        >
          {TASK_FIGURES.map((name) => (
            <FigureCard
              key={name}
              label={t(`task.${name}`)}
              value={figure(name)}
              testId={`task-${name}`}
              emphasis={name === 'overdue' && (totals?.overdue ?? 0) > 0}
              hint={
                name === 'replied' && totals
                  ? `${t('rate.onTime')} ${formatRate(totals.onTimeRate, language)}`
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {!data && !statistics.error && <Loading />}
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, mb: 3 }}>
            <UnitProgressChart units={data.units} />
            <Card variant="outlined" data-testid="overdue-units">
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('overdueList')}
                </Typography>
                {late.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {t('noOverdue')}
                  </Typography>
                ) : (
                  <List dense>
                    {late.map((unit) => (
                      <ListItem key={unit.unit.id} disableGutters>
                        <ListItemText
                          primary={unit.unit.name}
                          secondary={
                            <>
                              {t('overdueCount', { count: unit.overdue })} ·{' '}
                              {t('unitProgress', { replied: unit.replied, assigned: unit.assigned })}
                            </>
                          }
                        />
                        <LinearProgress
                          variant="determinate"
                          color="error"
                          value={(unit.overdue / Math.max(1, unit.assigned)) * 100}
                          sx={{ width: 72, ml: 1 }}
                          aria-label={t('overdueCount', { count: unit.overdue })}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </CardContent>
            </Card>
          </Box>
          <StatTable
            spec={UNIT_TABLE}
            rows={data.units}
            sessionName={data.session.name}
            empty={t('noUnits')}
          />
        </>
      )}
    </Box>
  );
}
