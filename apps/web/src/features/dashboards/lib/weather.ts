import type { Language, SpeedUnit, TemperatureUnit, WeatherLocation } from '@cppcc/contracts';

/** A temperature in the chosen unit: "12°C" / "54°F". */
export function temperatureText(temperature: WeatherLocation['temperature'], unit: TemperatureUnit): string {
  return `${temperature[unit]}°${unit}`;
}

/** A wind speed in the chosen unit, with the unit's own short name. */
export function speedText(speed: WeatherLocation['windSpeed'], unit: SpeedUnit, unitName: string): string {
  return `${speed[unit]} ${unitName}`;
}

/** The weekday name of a forecast day `offset` days after `today`. */
export function forecastDay(today: Date, offset: number, language: Language): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(day);
}

/** Degrees the wind arrow turns from north, for a compass direction. */
export const WIND_DEGREES: Readonly<Record<WeatherLocation['windDirection'], number>> = {
  N: 0,
  NE: 45,
  E: 90,
  SE: 135,
  S: 180,
  SW: 225,
  W: 270,
  NW: 315,
};
