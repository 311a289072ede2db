import { z } from 'zod';
import { dashboardTextsQuerySchema } from './analytics';
import { localizedTextSchema, shownWidgetSchema, widgetSchema } from './widgets';
import { SPEED_UNITS, TEMPERATURE_UNITS, WEATHER_ICONS, WIND_DIRECTIONS } from './weather';

/**
 * The project dashboard (seed 001 §2, §3, §7; issue 17).
 *
 * - `GET /api/project-dashboard-app/projects`: the projects of the selector (id, name). Two sample
 *   projects, and — beyond the template — the proposal office itself (`live: true`), whose widgets are the
 *   figures of the current session read from the real tables at the time of the call; only the committee's
 *   staff and admins see that project (its figures are the office's working data): for anyone else it is
 *   not in the list and its id is 404.
 * - `GET /api/project-dashboard-app/widgets?projectId=`: the project's 11 widgets and the weather widget
 *   (no id = the first project of the caller's list).
 * - `POST /api/project-dashboard-app/weather-settings`: the caller's weather choice (location, °C/°F,
 *   km/h or mph; C and KMH until changed, seed 001 §9), kept per user; answers the weather widget.
 */
export const PROJECT_WIDGET_COUNT = 11;

/** A project of the selector: its name in the caller's language (seed 001 §3 Project: id, name). */
export const dashboardProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  live: z.boolean(),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;
export const dashboardProjectListSchema = z.array(dashboardProjectSchema);

const temperatureSchema = z.object({ C: z.number(), F: z.number() });
export const weatherLocationSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  icon: z.enum(WEATHER_ICONS),
  temperature: temperatureSchema,
  windSpeed: z.object({ KMH: z.number(), MPH: z.number() }),
  windDirection: z.enum(WIND_DIRECTIONS),
  /** Percent. */
  rainProbability: z.number().min(0).max(100),
  next3Days: z
    .array(
      z.object({
        /** Days after today: 1, 2, 3 (the page names the weekday). */
        offset: z.number().int().min(1).max(3),
        icon: z.enum(WEATHER_ICONS),
        temperature: temperatureSchema,
      }),
    )
    .length(3),
});
export type WeatherLocation = z.infer<typeof weatherLocationSchema>;

export const weatherSettingsSchema = z.object({
  currentLocation: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.tooLong' }),
  temperatureUnit: z.enum(TEMPERATURE_UNITS, { error: 'dashboards.temperatureUnit' }),
  speedUnit: z.enum(SPEED_UNITS, { error: 'dashboards.speedUnit' }),
});
export type WeatherSettings = z.infer<typeof weatherSettingsSchema>;

export const weatherWidgetSchema = weatherSettingsSchema.extend({
  locations: z.array(weatherLocationSchema).min(1),
});
export type WeatherWidget = z.infer<typeof weatherWidgetSchema>;

export const projectWidgetsQuerySchema = dashboardTextsQuerySchema.extend({
  projectId: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.tooLong' })
    .optional(),
});

export const projectWidgetsSchema = z.object({
  project: dashboardProjectSchema,
  widgets: z.array(widgetSchema),
  weather: weatherWidgetSchema,
});
export type ProjectWidgets = z.infer<typeof projectWidgetsSchema>;

/** The weather widget as the seed's call answers it: location names in the caller's language. */
export const shownWeatherWidgetSchema = weatherSettingsSchema.extend({
  locations: z.array(weatherLocationSchema.extend({ name: z.string() })).min(1),
});
/** The seed's project widgets object: each widget under its id, the weather widget beside them. */
export const projectWidgetsSeedSchema = z
  .object({ weatherWidget: shownWeatherWidgetSchema })
  .catchall(shownWidgetSchema);
export type ProjectWidgetsSeed = z.infer<typeof projectWidgetsSeedSchema>;
export const projectWidgetsAnswerSchema = z.union([projectWidgetsSchema, projectWidgetsSeedSchema]);
