import type { DashboardChart, Language } from '@cppcc/contracts';
import { textIn } from './text';

/** Chart.js data of a widget's chart: labels in the page's language, one colour per series (or per slice). */
export function toChartData(chart: DashboardChart, language: Language, palette: readonly string[]) {
  const colour = (index: number) => palette[index % palette.length] ?? '#1976d2';
  const labels = chart.labels.map((label) => textIn(label, language));
  const datasets = chart.datasets.map((set, index) => {
    const base = { label: textIn(set.label, language), data: [...set.data] };
    if (chart.chartType === 'doughnut')
      return { ...base, backgroundColor: set.data.map((_, slice) => colour(slice)), borderWidth: 0 };
    return { ...base, backgroundColor: colour(index), borderColor: colour(index) };
  });
  return { labels, datasets };
}

/** What the chart shows, in words, for the canvas's spoken name: "label value, …" of each series. */
export function chartSummary(chart: DashboardChart, language: Language): string {
  return chart.datasets
    .map((set) => {
      const points = set.data.map((value, index) => {
        const label = chart.labels[index];
        return `${label ? textIn(label, language) : index + 1} ${value}`;
      });
      return `${textIn(set.label, language)}: ${points.join(', ')}`;
    })
    .join('; ');
}
