import { z } from 'zod';

/**
 * The dashboards' widgets (seed 001 §3: value, ofTarget, chartType, datasets, labels, options, ranges,
 * currentRange, counts per range, table columns and rows, schedule items). Shared by the analytics and the
 * project dashboard.
 *
 * Decisions where the seed says nothing:
 * - A widget carries its figures for every range it offers (`ranges`, one entry per range key) and the
 *   range it opens on (`currentRange`): the range selectors switch between them in the browser, as the
 *   seed's "counts per range" says, with no further call.
 * - Texts are answered in both languages (`{ 'zh-CN', en }`); the page shows the one it is in, so switching
 *   the language needs no new call. Range names are the web's texts, keyed by the range key.
 * - A widget with one figure and no period (a table, the live project's figures of the current session)
 *   has one range, `session` or `all`; the page shows no selector for it.
 */
export const localizedTextSchema = z.object({ 'zh-CN': z.string().max(200), en: z.string().max(200) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

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
export const rangeKeySchema = z.enum(RANGE_KEYS);
export type RangeKey = z.infer<typeof rangeKeySchema>;

/** Seed 001 §9: the device doughnut's and the task distribution's cutouts. */
export const DEVICE_CUTOUT = '75%';
export const TASK_DISTRIBUTION_CUTOUT = '66%';
/** Seed 001 §9: week charts have 7 points, the day chart 12 two-hour labels. */
export const WEEK_POINTS = 7;
export const DAY_POINTS = 12;

export const chartTypeSchema = z.enum(['line', 'bar', 'doughnut']);
export type ChartType = z.infer<typeof chartTypeSchema>;

export const chartSchema = z.object({
  chartType: chartTypeSchema,
  labels: z.array(localizedTextSchema).max(100),
  datasets: z
    .array(z.object({ label: localizedTextSchema, data: z.array(z.number()).max(100) }))
    .min(1)
    .max(10),
  /** Only what the data decides (the seed's doughnut cutouts, stacked bars); the rest is the theme's. */
  options: z.object({
    cutout: z
      .string()
      .regex(/^\d{1,2}%$/)
      .optional(),
    stacked: z.boolean().optional(),
  }),
});
export type DashboardChart = z.infer<typeof chartSchema>;

const figureSchema = z.object({ label: localizedTextSchema, value: z.number() });
export type DashboardFigure = z.infer<typeof figureSchema>;

const counterFigures = z.object({
  value: z.number(),
  label: localizedTextSchema,
  /** Percent above (+) or below (−) the target; null when the widget has no target. */
  ofTarget: z.number().nullable(),
  extra: figureSchema.nullable(),
  chart: chartSchema.nullable(),
});
const chartFigures = z.object({ chart: chartSchema, figures: z.array(figureSchema).max(10) });
export const mapMarkerSchema = z.object({
  id: z.string(),
  label: localizedTextSchema,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  value: z.number(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;
const mapFigures = z.object({ markers: z.array(mapMarkerSchema).max(50) });
export const tableCellSchema = z.object({
  id: z.string(),
  value: z.union([z.number(), localizedTextSchema]),
  /** A tone for the cell: `up`, `down`, `muted`, `strong` (the web maps it to theme colours). */
  classes: z.enum(['up', 'down', 'muted', 'strong']).nullable(),
  icon: z.enum(['up', 'down']).nullable(),
});
export type TableCell = z.infer<typeof tableCellSchema>;
const tableFigures = z.object({
  columns: z.array(z.object({ id: z.string(), title: localizedTextSchema })).max(10),
  rows: z.array(z.object({ id: z.string(), cells: z.array(tableCellSchema).max(10) })).max(50),
});
export const scheduleItemSchema = z.object({
  id: z.string(),
  title: localizedTextSchema,
  /** `HH:mm`, the day's local time. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
});
const scheduleFigures = z.object({ items: z.array(scheduleItemSchema).max(30) });

const ranged = <T extends z.ZodRawShape>(figures: z.ZodObject<T>) =>
  z
    .array(figures.extend({ range: rangeKeySchema }))
    .min(1)
    .max(10);
const base = { id: z.string().min(1).max(64), title: localizedTextSchema, currentRange: rangeKeySchema };

export const widgetSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('counter'), ranges: ranged(counterFigures) }),
  z.object({ ...base, kind: z.literal('chart'), ranges: ranged(chartFigures) }),
  z.object({ ...base, kind: z.literal('map'), ranges: ranged(mapFigures) }),
  z.object({ ...base, kind: z.literal('table'), ranges: ranged(tableFigures) }),
  z.object({ ...base, kind: z.literal('schedule'), ranges: ranged(scheduleFigures) }),
]);
export type Widget = z.infer<typeof widgetSchema>;
export type WidgetKind = Widget['kind'];
export type WidgetOf<K extends WidgetKind> = Extract<Widget, { kind: K }>;
export type RangeFigures<K extends WidgetKind> = WidgetOf<K>['ranges'][number];

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
