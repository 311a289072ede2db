import { z } from 'zod';
import { shownWidgetSchema, widgetSchema } from './widgets';

/**
 * The analytics dashboard (seed 001 §2, §7; issue 17): `GET /api/analytics-dashboard-app/widgets` answers
 * its 9 widgets — line, bar and doughnut charts (the device doughnut's cutout 75%), a map with 10 markers
 * and a keyword table — each with its figures for the seed's five ranges (today, yesterday, last 7, 28,
 * 90 days; seed 001 §4 names them for the device breakdown: the page offers them for every widget, each
 * figure being one of a period). Open to anyone signed in: sample figures, the same for everyone.
 */
export const ANALYTICS_WIDGET_COUNT = 9;
export const ANALYTICS_MARKER_COUNT = 10;

export const analyticsWidgetsSchema = z.object({ widgets: z.array(widgetSchema) });
export type AnalyticsWidgets = z.infer<typeof analyticsWidgetsSchema>;

/**
 * How the dashboards' widget calls are answered (issue 31 §1): without a query, the seed's widgets object —
 * each widget under its id, its texts in the caller's language; `texts=both` answers our page's form (the
 * widgets in order, every text in both languages, so switching the language needs no call).
 */
export const dashboardTextsQuerySchema = z.object({
  texts: z.enum(['both'], { error: 'validation.invalid' }).optional(),
});
export const analyticsWidgetsSeedSchema = z.record(z.string(), shownWidgetSchema);
export type AnalyticsWidgetsSeed = z.infer<typeof analyticsWidgetsSeedSchema>;
export const analyticsWidgetsAnswerSchema = z.union([analyticsWidgetsSchema, analyticsWidgetsSeedSchema]);
