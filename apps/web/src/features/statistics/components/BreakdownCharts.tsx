import { PROPOSAL_KINDS, SATISFACTION, type Statistics, type WorkflowSettings } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { barOptions, ChartCanvas, doughnutOptions, seriesColor } from '../../../shared/ui/charts';
import { describeValues, formatRate } from '../lib/format';
import { useStatisticsLabels } from '../lib/labels';
import { ChartCard } from './ChartCard';

interface Slice {
  label: string;
  code: string;
  count: number;
  color: string;
}

/** Bar of counts in one colour per bar. */
function useBar(slices: readonly Slice[], label: string) {
  const theme = useTheme();
  const data = useMemo(
    () => ({
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          label,
          data: slices.map((slice) => slice.count),
          backgroundColor: slices.map((slice) => slice.color),
          borderRadius: 4,
          maxBarThickness: 48,
        },
      ],
    }),
    [slices, label],
  );
  const options = useMemo(() => barOptions(theme), [theme]);
  return { data, options };
}

function useDoughnut(slices: readonly Slice[]) {
  const theme = useTheme();
  const data = useMemo(
    () => ({
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          data: slices.map((slice) => slice.count),
          backgroundColor: slices.map((slice) => slice.color),
          borderColor: theme.palette.background.paper,
        },
      ],
    }),
    [slices, theme],
  );
  const options = useMemo(() => doughnutOptions(theme), [theme]);
  return { data, options };
}

/** By category (bar), by kind (doughnut), reply classes A/B/C and satisfaction, each with its figures. */
export function BreakdownCharts({
  statistics,
  settings,
}: {
  statistics: Statistics;
  settings: WorkflowSettings | undefined;
}) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const labels = useStatisticsLabels(settings);
  const { language } = labels;

  const categories = useMemo(
    () =>
      statistics.byCategory.map((item, i) => ({
        label: labels.categoryLabel(item.code),
        code: item.code,
        count: item.count,
        color: seriesColor(theme, i),
      })),
    [statistics, labels, theme],
  );
  const kinds = useMemo(
    () =>
      PROPOSAL_KINDS.map((kind, i) => ({
        label: labels.kindLabel(kind),
        code: kind,
        count: statistics.byKind.find((item) => item.code === kind)?.count ?? 0,
        color: seriesColor(theme, i),
      })),
    [statistics, labels, theme],
  );
  const classes = useMemo(() => {
    // The settings' order (A, B, C …), then any class no longer in the settings.
    const codes = settings?.replyClasses.map((item) => item.code) ?? [];
    const order = [
      ...codes,
      ...statistics.replyClasses.map((item) => item.code).filter((code) => !codes.includes(code)),
    ];
    return order.map((code, i) => ({
      label: labels.replyClassLabel(code),
      code,
      count: statistics.replyClasses.find((item) => item.code === code)?.count ?? 0,
      color: seriesColor(theme, i + 2),
    }));
  }, [statistics, settings, labels, theme]);
  const satisfaction = useMemo(() => {
    const counts = {
      satisfied: statistics.satisfaction.satisfied,
      basically_satisfied: statistics.satisfaction.basicallySatisfied,
      unsatisfied: statistics.satisfaction.unsatisfied,
    };
    const colors = [theme.palette.success.main, theme.palette.info.main, theme.palette.error.main];
    return SATISFACTION.map((value, i) => ({
      label: labels.satisfactionLabel(value),
      code: value,
      count: counts[value],
      color: colors[i] ?? theme.palette.grey[500],
    }));
  }, [statistics, labels, theme]);

  const categoryTitle = t('chart.byCategory');
  const categoryChart = useBar(categories, categoryTitle);
  const kindChart = useDoughnut(kinds);
  const classChart = useDoughnut(classes);
  const satisfactionChart = useDoughnut(satisfaction);
  const chartLabel = (title: string, slices: readonly Slice[]) =>
    t('chartLabel', { title, values: describeValues(slices) });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 3 }}>
      <ChartCard
        title={categoryTitle}
        values={categories}
        empty={t('noData')}
        testId="chart-category"
        chart={<ChartCanvas type="bar" {...categoryChart} label={chartLabel(categoryTitle, categories)} />}
      />
      <ChartCard
        title={t('chart.byKind')}
        values={kinds}
        empty={t('noData')}
        testId="chart-kind"
        chart={<ChartCanvas type="doughnut" {...kindChart} label={chartLabel(t('chart.byKind'), kinds)} />}
      />
      <ChartCard
        title={t('chart.replyClasses')}
        values={classes}
        empty={t('noReplies')}
        testId="chart-reply-classes"
        chart={
          <ChartCanvas type="doughnut" {...classChart} label={chartLabel(t('chart.replyClasses'), classes)} />
        }
      />
      <ChartCard
        title={t('chart.satisfaction')}
        values={satisfaction}
        empty={t('noEvaluations')}
        testId="chart-satisfaction"
        chart={
          <ChartCanvas
            type="doughnut"
            {...satisfactionChart}
            label={chartLabel(t('chart.satisfaction'), satisfaction)}
          />
        }
        footer={
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('evaluations', {
              count: statistics.satisfaction.evaluations,
              rate: formatRate(statistics.satisfaction.rate, language),
            })}
          </Typography>
        }
      />
    </Box>
  );
}
