import type { Statistics } from '@cppcc/contracts';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { barOptions, ChartCanvas } from '../../../shared/ui/charts';
import { ChartCard } from './ChartCard';

/** One stacked bar per unit: replied, in progress (signed for), not signed for yet. */
export function UnitProgressChart({ units }: { units: Statistics['units'] }) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const series = useMemo(
    () => [
      {
        label: t('task.replied'),
        color: theme.palette.success.main,
        value: (u: Statistics['units'][number]) => u.replied,
      },
      {
        label: t('task.inProgress'),
        color: theme.palette.info.main,
        value: (u: Statistics['units'][number]) => u.signed - u.replied,
      },
      {
        label: t('task.notSigned'),
        color: theme.palette.warning.main,
        value: (u: Statistics['units'][number]) => u.assigned - u.signed,
      },
    ],
    [t, theme],
  );
  const data = useMemo(
    () => ({
      labels: units.map((unit) => unit.unit.name),
      datasets: series.map((item) => ({
        label: item.label,
        data: units.map(item.value),
        backgroundColor: item.color,
        maxBarThickness: 22,
      })),
    }),
    [units, series],
  );
  const options = useMemo(
    () => barOptions(theme, { horizontal: true, stacked: true, legend: true }),
    [theme],
  );
  const totals = series.map((item) => ({
    label: item.label,
    count: units.reduce((sum, unit) => sum + item.value(unit), 0),
    color: item.color,
  }));
  const described = units
    .map(
      (unit) => `${unit.unit.name} ${t('unitProgress', { replied: unit.replied, assigned: unit.assigned })}`,
    )
    .join(', ');
  return (
    <ChartCard
      title={t('progressChart')}
      values={totals}
      empty={t('noUnits')}
      testId="chart-unit-progress"
      chart={
        <ChartCanvas
          type="bar"
          data={data}
          options={options}
          height={Math.max(160, 60 + units.length * 30)}
          label={t('progressLabel', { values: described })}
        />
      }
    />
  );
}
