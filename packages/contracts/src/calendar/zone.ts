/**
 * Wall time in a named zone without a time-zone library: `Intl` knows the zones (Node and browsers alike).
 * The calendar shows and edits times in CALENDAR_TIME_ZONE whatever zone the device is set to.
 */

/** The committee's zone; here, not beside the schemas in `calendar.ts`, so the calendar's first screen needs no zod. */
export const CALENDAR_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** An instant's wall time in `zone`, as `YYYY-MM-DDTHH:mm:ss` (no offset). */
export function toZoneWallTime(instant: string | Date, zone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day an instant falls on in `zone`, `YYYY-MM-DD`. */
export function toZoneDay(instant: string | Date, zone: string): string {
  return toZoneWallTime(instant, zone).slice(0, 10);
}

/** Wall time read as if it were UTC: the arithmetic base for offsets. */
const asUtcMs = (wall: string) => Date.parse(`${wall.length === 16 ? `${wall}:00` : wall.slice(0, 19)}Z`);

/**
 * The instant (ISO-8601 UTC) at which `zone`'s clocks show `wall` (`YYYY-MM-DDTHH:mm[:ss]`). The zone's
 * offset is taken at the guessed instant and checked once more, which settles it outside DST changes.
 */
export function fromZoneWallTime(wall: string, zone: string): string {
  const target = asUtcMs(wall);
  if (Number.isNaN(target)) throw new RangeError(`Not a wall time: ${wall}`);
  let guess = target;
  for (let round = 0; round < 2; round += 1) {
    const offset = asUtcMs(toZoneWallTime(new Date(guess), zone)) - guess;
    guess = target - offset;
  }
  return new Date(guess).toISOString();
}

/** `YYYY-MM-DD` plus `days` (negative to go back). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
