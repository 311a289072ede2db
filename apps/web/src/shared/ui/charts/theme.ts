import type { Theme } from '@mui/material/styles';
import type { ChartOptions } from 'chart.js';
import { prefersReducedMotion } from '../../lib/motion';

/** Series colours from the MUI theme, then a few fixed ones that read well on light and dark paper. */
export function chartPalette(theme: Theme): string[] {
  const { palette } = theme;
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
    '#8e24aa',
    '#00897b',
    '#6d4c41',
    '#546e7a',
  ];
}

/** The i-th palette colour, cycling. */
export const seriesColor = (theme: Theme, index: number): string => {
  const palette = chartPalette(theme);
  return palette[index % palette.length] ?? theme.palette.primary.main;
};

/** Whole numbers on count axes (no 0.5 proposals). */
const countTicks = (theme: Theme) => ({ color: theme.palette.text.secondary, precision: 0 });

/** A bar chart of counts in the theme's colours; `horizontal` puts the bars along the x axis. */
export function barOptions(
  theme: Theme,
  { horizontal = false, stacked = false, legend = false } = {},
): ChartOptions<'bar'> {
  const category = {
    stacked,
    ticks: { color: theme.palette.text.secondary, autoSkip: false },
    grid: { display: false },
  };
  const value = {
    stacked,
    beginAtZero: true,
    ticks: countTicks(theme),
    grid: { color: theme.palette.divider },
  };
  return {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    plugins: {
      legend: { display: legend, labels: { color: theme.palette.text.primary } },
    },
    scales: horizontal ? { x: value, y: category } : { x: category, y: value },
  };
}

/** A doughnut of shares with its legend beside or below. */
export function doughnutOptions(theme: Theme): ChartOptions<'doughnut'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    cutout: '55%',
    plugins: {
      legend: { position: 'bottom', labels: { color: theme.palette.text.primary, boxWidth: 14 } },
    },
  };
}

/** A line chart of counts over time in the theme's colours, with its legend when it has several series. */
export function lineOptions(theme: Theme, { legend = false } = {}): ChartOptions<'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    elements: { line: { tension: 0.35 }, point: { radius: 2 } },
    plugins: {
      legend: { display: legend, labels: { color: theme.palette.text.primary } },
    },
    scales: {
      x: { ticks: { color: theme.palette.text.secondary }, grid: { display: false } },
      y: { beginAtZero: true, ticks: countTicks(theme), grid: { color: theme.palette.divider } },
    },
  };
}
