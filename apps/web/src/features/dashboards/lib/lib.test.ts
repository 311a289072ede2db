import type { DashboardChart, TableCell } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { chartSummary, toChartData } from './chartData';
import { parseFilters } from '../../../shared/lib/urlFilters';
import { analyticsFiltersSchema } from './query';
import { cellText, formatFigure, signed } from './text';
import { forecastDay, speedText, temperatureText, WIND_DEGREES } from './weather';

const t = (zh: string, en: string) => ({ 'zh-CN': zh, en });

describe('texts and figures', () => {
  it('formats figures and signed changes in the page language', () => {
    expect(formatFigure(12400, 'en')).toBe('12,400');
    expect(formatFigure(3.14159, 'zh-CN')).toBe('3.1');
    expect(signed(12, 'en')).toBe('+12');
    expect(signed(-3, 'en')).toBe('−3');
    expect(signed(0, 'en')).toBe('0');
    const cell: TableCell = { id: 'k', value: t('提案办理', 'proposal handling'), classes: null, icon: null };
    expect(cellText(cell, 'zh-CN')).toBe('提案办理');
    expect(cellText({ ...cell, value: 1234 }, 'en')).toBe('1,234');
  });

  it('keeps a bad range in the URL to the default, a good one as it is', () => {
    const range = (search: string) => parseFilters(analyticsFiltersSchema, new URLSearchParams(search)).range;
    expect(range('range=last28Days')).toBe('last28Days');
    expect(range('')).toBe('last7Days');
    expect(range('range=tomorrow')).toBe('last7Days');
  });
});

describe('charts', () => {
  const line: DashboardChart = {
    chartType: 'line',
    labels: [t('周一', 'Mon'), t('周二', 'Tue')],
    datasets: [
      { label: t('新建', 'Created'), data: [3, 5] },
      { label: t('关闭', 'Closed'), data: [1, 2] },
    ],
    options: {},
  };

  it('gives each series its colour, and each doughnut slice its own', () => {
    const data = toChartData(line, 'en', ['red', 'blue']);
    expect(data.labels).toEqual(['Mon', 'Tue']);
    expect(data.datasets.map((set) => [set.label, set.backgroundColor])).toEqual([
      ['Created', 'red'],
      ['Closed', 'blue'],
    ]);
    const doughnut = toChartData({ ...line, chartType: 'doughnut', datasets: [line.datasets[0]!] }, 'zh-CN', [
      'red',
    ]);
    expect(doughnut.datasets[0]?.backgroundColor).toEqual(['red', 'red']);
  });

  it('says what a chart shows in words', () => {
    expect(chartSummary(line, 'zh-CN')).toBe('新建: 周一 3, 周二 5; 关闭: 周一 1, 周二 2');
  });
});

describe('weather', () => {
  it('shows the chosen units and names the forecast days', () => {
    expect(temperatureText({ C: 12, F: 54 }, 'C')).toBe('12°C');
    expect(temperatureText({ C: 12, F: 54 }, 'F')).toBe('54°F');
    expect(speedText({ KMH: 20, MPH: 12 }, 'MPH', 'mph')).toBe('12 mph');
    const wednesday = new Date(2026, 10, 25);
    expect([1, 2, 3].map((offset) => forecastDay(wednesday, offset, 'en'))).toEqual(['Thu', 'Fri', 'Sat']);
    expect(WIND_DEGREES.SW).toBe(225);
  });
});
