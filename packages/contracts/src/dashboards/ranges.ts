import type { RangeFigures, WidgetKind, WidgetOf } from './widgets';

/*
 * Schema-free (the widget schemas are in `widgets.ts`): the dashboards' first screen takes the ranges and
 * `figuresFor` without loading zod.
 */

/** Seed 001 §4: the project ranges (day and week) and the analytics ranges; `session`/`all` = no period. */
export const DAY_RANGES = ['yesterday', 'today', 'tomorrow'] as const;
export const WEEK_RANGES = ['twoWeeksAgo', 'lastWeek', 'thisWeek'] as const;
export const ANALYTICS_RANGES = ['today', 'yesterday', 'last7Days', 'last28Days', 'last90Days'] as const;
export const RANGE_KEYS = [
  ...DAY_RANGES,
  ...WEEK_RANGES,
  'last7Days',
  'last28Days',
  'last90Days',
  'session',
  'all',
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** Seed 001 §9: the device doughnut's and the task distribution's cutouts. */
export const DEVICE_CUTOUT = '75%';
export const TASK_DISTRIBUTION_CUTOUT = '66%';
/** Seed 001 §9: week charts have 7 points, the day chart 12 two-hour labels. */
export const WEEK_POINTS = 7;
export const DAY_POINTS = 12;

/** The figures of a widget for one range (its current one when the range is not among its own). */
export function figuresFor<K extends WidgetKind>(widget: WidgetOf<K>, range: RangeKey): RangeFigures<K> {
  const ranges = widget.ranges as RangeFigures<K>[];
  const found =
    ranges.find((entry) => entry.range === range) ??
    ranges.find((entry) => entry.range === widget.currentRange) ??
    ranges[0];
  if (!found) throw new Error(`Widget ${widget.id} has no figures`);
  return found;
}
