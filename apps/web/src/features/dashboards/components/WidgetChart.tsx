import { useTheme } from '@mui/material/styles';
import type { DashboardChart, Language } from '@cppcc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  barOptions,
  chartPalette,
  ChartCanvas,
  doughnutOptions,
  lineOptions,
} from '../../../shared/ui/charts';
import { chartSummary, toChartData } from '../lib/chartData';

/** A widget's chart through the app's chart wrapper; the doughnut's cutout is the data's (seed 001 §9). */
export function WidgetChart({
  chart,
  title,
  language,
  height = 240,
}: {
  chart: DashboardChart;
  title: string;
  language: Language;
  height?: number;
}) {
  const theme = useTheme();
  const { t } = useTranslation('dashboards');
  const data = useMemo(() => toChartData(chart, language, chartPalette(theme)), [chart, language, theme]);
  const legend = chart.datasets.length > 1;
  const label = t('chartOf', { title, figures: chartSummary(chart, language) });
  const bar = useMemo(
    () => barOptions(theme, { legend, stacked: chart.options.stacked ?? false }),
    [theme, legend, chart],
  );
  const line = useMemo(() => lineOptions(theme, { legend }), [theme, legend]);
  const doughnut = useMemo(
    () => ({ ...doughnutOptions(theme), cutout: chart.options.cutout ?? '55%' }),
    [theme, chart],
  );
  const testId = `chart-${chart.chartType}`;
  if (chart.chartType === 'line')
    return (
      <ChartCanvas type="line" data={data} options={line} label={label} height={height} testId={testId} />
    );
  if (chart.chartType === 'bar')
    return <ChartCanvas type="bar" data={data} options={bar} label={label} height={height} testId={testId} />;
  return (
    <ChartCanvas
      type="doughnut"
      data={data}
      options={doughnut}
      label={label}
      height={height}
      testId={testId}
    />
  );
}
