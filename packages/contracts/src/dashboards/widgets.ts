import { z } from 'zod';
import type { Language } from '../messages';
import { RANGE_KEYS } from './ranges';

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

export const rangeKeySchema = z.enum(RANGE_KEYS);

export const chartTypeSchema = z.enum(['line', 'bar', 'doughnut']);
export type ChartType = z.infer<typeof chartTypeSchema>;

/**
 * The widget schemas for a kind of text: stored and answered to our page with both languages
 * (`localizedTextSchema`), answered to the seed's call in the caller's language (`z.string()`).
 */
function widgetSchemasWith<T extends z.ZodType>(text: T) {
  const chart = z.object({
    chartType: chartTypeSchema,
    labels: z.array(text).max(100),
    datasets: z
      .array(z.object({ label: text, data: z.array(z.number()).max(100) }))
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
  const figure = z.object({ label: text, value: z.number() });
  const counterFigures = z.object({
    value: z.number(),
    label: text,
    /** Percent above (+) or below (−) the target; null when the widget has no target. */
    ofTarget: z.number().nullable(),
    extra: figure.nullable(),
    chart: chart.nullable(),
  });
  const chartFigures = z.object({ chart, figures: z.array(figure).max(10) });
  const mapMarker = z.object({
    id: z.string(),
    label: text,
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    value: z.number(),
  });
  const mapFigures = z.object({ markers: z.array(mapMarker).max(50) });
  const tableCell = z.object({
    id: z.string(),
    value: z.union([z.number(), text]),
    /** A tone for the cell: `up`, `down`, `muted`, `strong` (the web maps it to theme colours). */
    classes: z.enum(['up', 'down', 'muted', 'strong']).nullable(),
    icon: z.enum(['up', 'down']).nullable(),
  });
  const tableFigures = z.object({
    columns: z.array(z.object({ id: z.string(), title: text })).max(10),
    rows: z.array(z.object({ id: z.string(), cells: z.array(tableCell).max(10) })).max(50),
  });
  const scheduleItem = z.object({
    id: z.string(),
    title: text,
    /** `HH:mm`, the day's local time. */
    time: z.string().regex(/^\d{2}:\d{2}$/),
  });
  const scheduleFigures = z.object({ items: z.array(scheduleItem).max(30) });

  const ranged = <S extends z.ZodRawShape>(figures: z.ZodObject<S>) =>
    z
      .array(figures.extend({ range: rangeKeySchema }))
      .min(1)
      .max(10);
  const base = { id: z.string().min(1).max(64), title: text, currentRange: rangeKeySchema };
  const widget = z.discriminatedUnion('kind', [
    z.object({ ...base, kind: z.literal('counter'), ranges: ranged(counterFigures) }),
    z.object({ ...base, kind: z.literal('chart'), ranges: ranged(chartFigures) }),
    z.object({ ...base, kind: z.literal('map'), ranges: ranged(mapFigures) }),
    z.object({ ...base, kind: z.literal('table'), ranges: ranged(tableFigures) }),
    z.object({ ...base, kind: z.literal('schedule'), ranges: ranged(scheduleFigures) }),
  ]);
  return { chart, figure, mapMarker, tableCell, scheduleItem, widget };
}

const bilingual = widgetSchemasWith(localizedTextSchema);
export const chartSchema = bilingual.chart;
export type DashboardChart = z.infer<typeof chartSchema>;
export type DashboardFigure = z.infer<typeof bilingual.figure>;
export const mapMarkerSchema = bilingual.mapMarker;
export type MapMarker = z.infer<typeof mapMarkerSchema>;
export const tableCellSchema = bilingual.tableCell;
export type TableCell = z.infer<typeof tableCellSchema>;
export const scheduleItemSchema = bilingual.scheduleItem;
export const widgetSchema = bilingual.widget;
/** A widget as the seed's calls answer it: its texts in the caller's language (issue 31 §1). */
export const shownWidgetSchema = widgetSchemasWith(z.string()).widget;
export type ShownWidget = z.infer<typeof shownWidgetSchema>;
export type Widget = z.infer<typeof widgetSchema>;
export type WidgetKind = Widget['kind'];
export type WidgetOf<K extends WidgetKind> = Extract<Widget, { kind: K }>;
export type RangeFigures<K extends WidgetKind> = WidgetOf<K>['ranges'][number];

const isLocalizedText = (value: object): value is LocalizedText =>
  Object.keys(value).length === 2 && localizedTextSchema.safeParse(value).success;

/** Every `{ 'zh-CN', en }` text in a value replaced by the one of `language` (the seed's answers). */
export function inLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, language));
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalizedText(value)) return value[language];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]));
}
