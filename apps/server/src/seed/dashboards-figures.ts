import type { DashboardChart, LocalizedText, RangeKey } from '@cppcc/contracts';

/**
 * Helpers for the dashboards' sample figures: a deterministic number source (the same demo figures on
 * every database) and the seed's chart labels (7 week days, 12 two-hour labels).
 */
export const t = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, en });

/** A small linear congruential generator: repeatable pseudo-random figures from a salt. */
export function figures(salt: number) {
  let state = (salt * 2654435761) % 4294967296;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  return {
    /** A whole number around `base` (± `spread` of it). */
    around: (base: number, spread = 0.25) =>
      Math.max(0, Math.round(base * (1 - spread + 2 * spread * next()))),
    /** `count` whole numbers around `base`. */
    series: (count: number, base: number, spread = 0.35) =>
      Array.from({ length: count }, () => Math.max(0, Math.round(base * (1 - spread + 2 * spread * next())))),
  };
}

const WEEKDAYS = [
  t('周一', 'Mon'),
  t('周二', 'Tue'),
  t('周三', 'Wed'),
  t('周四', 'Thu'),
  t('周五', 'Fri'),
  t('周六', 'Sat'),
  t('周日', 'Sun'),
];
/** Seed 001 §9: the week charts' 7 points. */
export const WEEK_LABELS: readonly LocalizedText[] = WEEKDAYS;
/** Seed 001 §9: the day chart's 12 two-hour labels. */
export const DAY_LABELS: readonly LocalizedText[] = Array.from({ length: 12 }, (_, index) => {
  const hour = `${String(index * 2).padStart(2, '0')}:00`;
  return t(hour, hour);
});

/** The analytics ranges' chart labels: hours of a day, days of a week, weeks of 28 days, months of 90. */
export function periodLabels(range: RangeKey): LocalizedText[] {
  if (range === 'today' || range === 'yesterday') return [...DAY_LABELS];
  if (range === 'last7Days') return [...WEEK_LABELS];
  if (range === 'last28Days') return [1, 2, 3, 4].map((week) => t(`第${week}周`, `Week ${week}`));
  return [1, 2, 3].map((month) => t(`第${month}月`, `Month ${month}`));
}

/** How many days a range covers, to scale the sample figures. */
export const RANGE_DAYS: Readonly<Partial<Record<RangeKey, number>>> = {
  today: 1,
  yesterday: 1,
  last7Days: 7,
  last28Days: 28,
  last90Days: 90,
};

export function lineOrBar(
  chartType: 'line' | 'bar',
  labels: readonly LocalizedText[],
  datasets: { label: LocalizedText; data: number[] }[],
): DashboardChart {
  return { chartType, labels: [...labels], datasets, options: {} };
}
