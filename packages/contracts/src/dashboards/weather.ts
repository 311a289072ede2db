/**
 * The weather widget's units, wind directions and icons. Schema-free (the schemas are in `project.ts`): the
 * project dashboard's first screen renders them without loading zod.
 */
export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export const SPEED_UNITS = ['KMH', 'MPH'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export type SpeedUnit = (typeof SPEED_UNITS)[number];
export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const WEATHER_ICONS = ['sunny', 'cloudy', 'partlyCloudy', 'rainy', 'snowy'] as const;
