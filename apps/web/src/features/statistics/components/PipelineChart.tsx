import type { Statistics } from '@cppcc/contracts';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { barOptions, ChartCanvas, seriesColor } from '../../../shared/ui/charts';
import { PIPELINE } from '../lib/figures';
import { describeValues } from '../lib/format';
import { ChartCard } from './ChartCard';

/** received → registered → assigned → replied → closed as horizontal bars, narrowing like a funnel. */
export function PipelineChart({ proposals }: { proposals: Statistics['proposals'] }) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const steps = useMemo(
    () =>
      PIPELINE.map((step, i) => ({
        label: t(`figure.${step}`),
        code: step,
        count: proposals[step],
        color: seriesColor(theme, i === 0 ? 4 : 0),
      })),
    [proposals, t, theme],
  );
  const data = useMemo(
    () => ({
      labels: steps.map((step) => step.label),
      datasets: [
        {
          label: t('pipeline'),
          data: steps.map((step) => step.count),
          backgroundColor: steps.map((step) => step.color),
          borderRadius: 4,
          maxBarThickness: 36,
        },
      ],
    }),
    [steps, t],
  );
  const options = useMemo(() => barOptions(theme, { horizontal: true }), [theme]);
  return (
    <ChartCard
      title={t('pipeline')}
      values={steps}
      empty={t('empty')}
      testId="chart-pipeline"
      chart={
        <ChartCanvas
          type="bar"
          data={data}
          options={options}
          height={240}
          label={t('pipelineLabel', { values: describeValues(steps) })}
        />
      }
    />
  );
}
